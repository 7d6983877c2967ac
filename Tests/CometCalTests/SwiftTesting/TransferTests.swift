import Foundation
import IntentKitTesting
import Testing

/// The Transferable round trip: entities exported by the app through their representations, and imported back.
@Suite(.isolatedApp("com.example.CometCal"))
struct TransferTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
    var events: AppEntityDefinition { definitions.entities["EventEntity"] }
    var attendees: TransientAppEntityDefinition { definitions.transientEntities["AttendeeEntity"] }

    private func createdEvent(_ title: String) async throws -> AnyAppEntity {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let created = try await definitions.intents["CreateEventIntent"].makeIntent(
            title: title, startDate: start, endDate: start.addingTimeInterval(5400), isAllDay: false, calendar: "Deep Space", notes: "Bring helmets; and snacks"
        ).run()
        return try created.value
    }

    @Test func anEventExportsAsICalendarByDefaultAndComesBackAsItself() async throws {
        let event = try await createdEvent("Asteroid Dodgeball, Practice")
        let file = try await event.exported()
        #expect(file.type == .calendarEvent)
        #expect(file.filename == "Asteroid Dodgeball, Practice.ics")
        let text = try #require(String(data: file.data, encoding: .utf8))
        #expect(text.contains("SUMMARY:Asteroid Dodgeball\\, Practice\r\n"))
        #expect(text.contains("UID:\(event.identifier.instanceIdentifier)\r\n"))
        #expect(text.contains("DTSTART:20270115T080000Z\r\n") && text.contains("DTEND:20270115T093000Z\r\n"))
        #expect(text.contains("DESCRIPTION:Bring helmets\\; and snacks\r\n"))

        let back = try await events.resolved(from: file)
        #expect(back.identifier == event.identifier)
        #expect(try back.title == "Asteroid Dodgeball, Practice")
        #expect(try await events.allEntities().count == 1, "importing the exported event found it, added nothing")
    }

    @Test func aContentTypeChoosesTheRepresentation() async throws {
        let event = try await createdEvent("Hull Inspection")
        let title = try await event.exported(as: .plainText)
        #expect(title.type == .plainText && String(data: title.data, encoding: .utf8) == "Hull Inspection")
        #expect(title.filename == "EventEntity.txt")
        let asText = try await event.exported(as: .text)
        #expect(asText.type == .plainText, "a broader type takes the first representation that conforms to it")
        await #expect {
            try await event.exported(as: .png)
        } throws: { error in
            (error as? IntentRequestError)?.kind == .unsupportedContentType
                && "\(error)".contains("EventEntity is not exported as public.png; it has \"public.calendar-event\", \"public.plain-text\"")
        }
    }

    @Test func aNewICalendarFileIsAddedToTheDefaultCalendar() async throws {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:elsewhere-1\r\nSUMMARY:Comet Watch\r\n Night\r\nDTSTART:20270101T200000Z\r\nDTEND:20270101T230000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let imported = try await events.resolved(from: IntentFile(data: Data(text.utf8), filename: "watch.ics"))
        #expect(try imported.title == "Comet WatchNight", "a folded line continues without its leading space")
        #expect(try imported.calendar.title == "Mission Control")
        let found = try await events.entities(identifiers: [imported.identifier])
        #expect(found.count == 1, "the import added the event to the store")
    }

    @Test func contentTheTypeCannotImportIsRefusedNamingWhatItImports() async throws {
        await #expect {
            try await events.resolved(from: IntentFile(data: Data([0x89, 0x50]), filename: "photo.png"))
        } throws: { error in
            (error as? IntentRequestError)?.kind == .unsupportedContentType
                && "\(error)".contains("EventEntity does not import public.png; it has \"public.calendar-event\"")
        }
        await #expect {
            try await events.resolved(from: IntentFile(data: Data("no event here".utf8), filename: "empty.ics"))
        } throws: { error in
            "\(error)".contains("the file holds no iCalendar event with a SUMMARY and a DTSTART")
        }
        await #expect {
            try await definitions.entities["CalendarEntity"].resolved(from: IntentFile(data: Data("x".utf8), filename: "x.txt"))
        } throws: { error in
            (error as? IntentRequestError)?.kind == .notTransferable && "\(error)".contains("CalendarEntity is not Transferable")
        }
    }

    @Test func aTransientEntityRoundTripsThroughAVCard() async throws {
        let attendee = attendees.makeEntity(name: "Dr. Vega, Flight", type: "room")
        let card = try await attendee.exported(as: .vCard)
        let text = try #require(String(data: card.data, encoding: .utf8))
        #expect(text.contains("FN:Dr. Vega\\, Flight\r\n") && text.contains("KIND:location\r\n"))
        let back = try await attendees.resolved(from: card)
        #expect(try back.name == "Dr. Vega, Flight")
        #expect(try back.type.rawValue == "room")
        let name = try await attendee.exported(as: .plainText)
        #expect(String(data: name.data, encoding: .utf8) == "Dr. Vega, Flight")
    }
}

/// Entities exported as, and made from, system values through their value representations.
@Suite(.isolatedApp("com.example.CometCal"))
struct ValueTransferTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
    var attendees: TransientAppEntityDefinition { definitions.transientEntities["AttendeeEntity"] }

    @Test func aTransientEntityRoundTripsThroughAPerson() async throws {
        let attendee = attendees.makeEntity(name: "Ada Lovelace")
        let person = try await attendee.exported(as: IntentPerson.self)
        #expect(person.displayName == "Ada Lovelace")
        #expect(person.identifier == .applicationDefined("Ada Lovelace"))
        let back = try await attendees.resolved(from: IntentPerson(handle: .init(emailAddress: "grace@example.com")))
        #expect(try back.name == "grace@example.com", "a person without a name is named by their handle")
        let named = try await attendees.resolved(from: person)
        #expect(try named.name == "Ada Lovelace")
        #expect(try named.status.rawValue == "pending")
    }

    @Test func aValueTypeTheEntityDoesNotTakeIsRefusedNamingWhatItDoes() async throws {
        let attendee = attendees.makeEntity(name: "Ada Lovelace")
        await #expect {
            try await attendee.exported(as: Decimal.self)
        } throws: { error in
            (error as? IntentRequestError)?.kind == .unsupportedContentType
                && "\(error)".contains("AttendeeEntity is not exported as Decimal; it has IntentPerson")
        }
        await #expect {
            try await attendees.resolved(from: Decimal(3))
        } throws: { error in
            "\(error)".contains("AttendeeEntity does not import Decimal; it has IntentPerson")
        }
        let event = try await definitions.intents["CreateEventIntent"]
            .makeIntent(title: "Hull Inspection", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        let entity: AnyAppEntity = try event.value
        await #expect {
            try await entity.exported(as: IntentPerson.self)
        } throws: { error in
            "\(error)".contains("EventEntity is not exported as IntentPerson; it has no value representations")
        }
    }
}
