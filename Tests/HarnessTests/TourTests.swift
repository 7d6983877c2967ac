import Foundation
import Testing

@Suite struct TourTests {
    @Test func tourShowsIntentsEntitiesAndSeededEvents() async throws {
        let output = try await HarnessProcess.run([])
        #expect(output.status == 0, "\(output.stderr)")
        let text = output.stdout
        #expect(text.hasPrefix("CometCal 1.0 (com.example.CometCal)\n"))
        #expect(text.contains("Intents (21)\n"))
        #expect(
            text.contains(
                "  CreateEventIntent(title: String, startDate: Date, endDate: Date?, isAllDay: Bool = false, calendar: CalendarEntity, status: EventStatus?, location: EventLocation?, attendees: [AttendeeEntity] = [], notes: String?, travelDistance: Measurement<UnitLength>?, recurrence: EventRecurrence?, occurrences: Int = 4, openAfterCreating: Bool = false) -> EventEntity\n"
            ))
        #expect(text.contains("  DeleteEventIntent(event: EventEntity, span: EventSpan?)\n"))
        #expect(
            text.contains(
                "  EventEntity: title, startDate, endDate, isAllDay, calendar, status, location, attendees, notes, travelDistance, recurrence, duration (computed), attendeeCount (computed), conflicts (deferred)  [queries: identifiers, suggested, string, all, property]\n"
            ))
        #expect(text.contains("  SettingsEntity (unique): defaultCalendar, weekStart  [queries: identifiers, suggested, all]\n"))
        #expect(text.contains("  CalendarColor: red, orange, yellow, green, blue, purple\n"))
        #expect(text.contains("Seeded events (10)\n"))
        for title in ["Cosmic Ray Calibration", "Crew Lunch at the Nebula Cafe", "Launch Window Review Prep"] {
            #expect(text.contains(title))
        }
        #expect(!text.contains("\u{1B}["), "no colour when NO_COLOR is set")
    }

    @Test func unknownCommandSuggestsAndExitsWithUsage() async throws {
        let output = try await HarnessProcess.run(["tuor"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "harness: unknown command \"tuor\"; did you mean \"tour\"?. Run `harness --help` for the list.\n")
    }

    @Test func unknownFlagIsAUsageError() async throws {
        let output = try await HarnessProcess.run(["tour", "--jsn"])
        #expect(output.status == 2)
        #expect(output.stderr == "harness: unknown option \"--jsn\" for `tour`; did you mean \"--json\"?\nUsage: harness tour [--json]\nSee 'harness tour --help'.\n")
    }

    @Test(arguments: [["tour", "--json"], ["--json"]])
    func tourAsJSON(_ arguments: [String]) async throws {
        let output = try await HarnessProcess.run(arguments)
        #expect(output.status == 0, "\(output.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect((json?["events"] as? [Any])?.count == 10)
        #expect(((json?["metadata"] as? [String: Any])?["app"] as? [String: Any])?["bundleIdentifier"] as? String == "com.example.CometCal")
    }

    @Test func metadataGoesToStdout() async throws {
        let output = try await HarnessProcess.run(["metadata", "com.example.CometCal"])
        #expect(output.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect((json?["intents"] as? [Any])?.count == 21)
    }
}
