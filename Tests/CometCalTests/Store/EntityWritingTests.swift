import Foundation
import IntentJSON
import Testing

@testable import CometCalKit
@testable import IntentKit
@testable import IntentWire

/// Events written straight to JSON (how large results are sent) read exactly as their wire values encoded.
@Suite struct EntityWritingTests {
    private static let calendar = CalendarRecord(id: UUID(), title: "Deep \"Space\"", color: .purple)

    private static func event(_ change: (inout EventRecord) -> Void = { _ in }) -> EventRecord {
        var record = EventRecord(
            id: UUID(), title: "Crew Lunch", startDate: Date(timeIntervalSinceReferenceDate: 817_714_800.25),
            endDate: Date(timeIntervalSinceReferenceDate: 817_718_400), isAllDay: false, calendarID: calendar.id,
            status: nil, location: nil, attendees: [], notes: nil)
        change(&record)
        return record
    }

    /// A plain event, and one with each kind of value an event can carry.
    private static let records = [
        event(),
        event {
            $0.status = .cancelled
            $0.location = "Dock 9, \"north\" gate"
            $0.notes = "Bring the plots.\nAll of them — ✓"
            $0.attendees = [AttendeeRecord(name: "Commander Vega", status: .accepted, type: .person), AttendeeRecord(name: "Galley", status: .declined, type: .room)]
            $0.travelDistanceMeters = 1_234.5
            $0.recurrence = .weekly
            $0.seriesID = UUID()
        },
        event {
            $0.placeID = "nebula-cafe"
            $0.isAllDay = true
            $0.status = .confirmed
        },
    ]

    @Test func anEventWrittenDirectlyReadsAsItsWireValue() throws {
        for record in Self.records {
            let entity = EventEntity(record, calendar: Self.calendar)
            var writer = JSONWriter()
            var scratch = EntityWritingScratch()
            let wrote = entity.writeWireJSON(to: &writer, scratch: &scratch)
            #expect(wrote, "\(record.title)")
            let written = try JSONParser.parse(writer.bytes)
            let encoded = try JSONValueEncoder.encode(entity.entityValue)
            // Property order is the dictionary's in a wire value and the declaration's when written: compare key-sorted.
            #expect(JSONWriter.pretty(written) == JSONWriter.pretty(encoded), "\(String(decoding: writer.bytes, as: UTF8.self))")
            #expect(try JSONValueDecoder.decode(EntityValue.self, from: written) == entity.entityValue)
            // Ownership comes from the entity's own `ownership`, through the requirement's default for its type.
            #expect(entity._intentKitOwnershipNames == (record.attendees.isEmpty ? [] : ["shared"]))
            #expect(entity.entityValue.ownership == entity._intentKitOwnershipNames)
        }
        #expect(CalendarEntity(Self.calendar)._intentKitOwnershipNames == nil, "a type that does not say how it is shared")
    }

    /// The generated writer (no values made) writes what writing the collected values writes.
    @Test func theGeneratedWriterWritesWhatTheValuesWrite() throws {
        let facts = EntityTypeFacts.of(EventEntity.self)
        #expect(facts.writesPropertiesDirectly)
        for record in Self.records {
            let entity = EventEntity(record, calendar: Self.calendar)
            var direct = JSONWriter()
            let wroteDirectly = entity.writeDirectly(to: &direct, type: facts)
            #expect(wroteDirectly, "\(record.title)")
            var fromValues = JSONWriter()
            var scratch = EntityPropertyValues()
            let wroteFromValues = entity.writeFromValues(to: &fromValues, scratch: &scratch, type: facts)
            #expect(wroteFromValues)
            #expect(JSONWriter.pretty(try JSONParser.parse(direct.bytes)) == JSONWriter.pretty(try JSONParser.parse(fromValues.bytes)))
            if record.attendees.isEmpty {
                // Byte for byte, where no value is left to the tree path (whose objects follow a dictionary's order).
                #expect(String(decoding: direct.bytes, as: UTF8.self) == String(decoding: fromValues.bytes, as: UTF8.self))
            }
        }
    }

    /// A page large enough to be written in two halves at once reads as every event, in order.
    @Test func aLargePageWrittenInHalvesHoldsEveryEventInOrder() throws {
        let count = FoundEntities.smallestPageWrittenInHalves * 2 + 1
        let entities = (0..<count).map { position in
            EventEntity(Self.records[position % Self.records.count], calendar: Self.calendar)
        }
        let found = FoundEntities(entities)
        guard case .encoded(let encoded) = found.page(0..<count) else {
            Issue.record("the page was not written directly")
            return
        }
        let read = try EntityQueryResponse.read(from: EntityPage.encoded(encoded).response(page: nil).jsonBytes())
        #expect(read.entities == found.values(0..<count))
    }

    @Test func aPageWrittenDirectlyHoldsEveryEventInOrder() throws {
        let entities = Self.records.map { EventEntity($0, calendar: Self.calendar) }
        let found = FoundEntities(entities)
        guard case .encoded(let encoded) = found.page(1..<3) else {
            Issue.record("the page was not written directly")
            return
        }
        #expect(encoded.count == 2)
        let response = EntityPage.encoded(encoded).response(page: PageInfo(total: 3, nextCursor: "c"))
        let read = try EntityQueryResponse.read(from: response.jsonBytes())
        #expect(read == EntityQueryResponse(entities: found.values(1..<3), page: PageInfo(total: 3, nextCursor: "c")))
    }
}
