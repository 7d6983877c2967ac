import Foundation
import IntentKitTesting
import Testing

/// The examples of "Testing App Intents with AppIntentsTesting", in Swift Testing, each test with its own app.
@Suite(.isolatedApp("com.example.CometCal"))
struct SeedExampleTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
    var eventEntity: AppEntityDefinition { definitions.entities["EventEntity"] }
    var calendarEntity: AppEntityDefinition { definitions.entities["CalendarEntity"] }
    var createEvent: AppIntentDefinition { definitions.intents["CreateEventIntent"] }

    init() async throws {
        try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run()
    }

    @Test func createEventReturnsEntity() async throws {
        let result = try await createEvent.makeIntent(
            title: "Asteroid Dodgeball Practice", startDate: Date(), isAllDay: false, calendar: "Deep Space"
        ).run()
        #expect(try result.value.title == "Asteroid Dodgeball Practice")
        #expect(try result.value.calendar.title == "Deep Space")
    }

    @Test func updateTakesTheReturnedEntity() async throws {
        let created = try await createEvent.makeIntent(
            title: "Temp Event", startDate: Date(), isAllDay: false, calendar: "Mission Control"
        ).run()
        let updated = try await definitions.intents["UpdateEventIntent"].makeIntent(
            event: created.value, title: "Temp Event (Revised)"
        ).run()
        #expect(try updated.value.title == "Temp Event (Revised)")
    }

    @Test func fetchMissingEventThrows() async throws {
        await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["FetchEventIntent"].makeIntent(title: "No Such Event").run()
        }
    }

    @Test func stringQueryMatchesSeededEvent() async throws {
        let results = try await eventEntity.entities(matching: "Cosmic Ray")
        #expect(results.count == 1)
        #expect(try results[0].title == "Cosmic Ray Calibration")
    }

    @Test func allAndSuggested() async throws {
        let all = try await eventEntity.allEntities()
        #expect(all.count == 10)
        let suggested = try await eventEntity.suggestedEntities()
        #expect(suggested.count == all.count)
        // Upcoming first: the earliest upcoming seeded event leads, the past ones trail.
        #expect(try suggested.first?.title == "Zero-G Yoga")
        #expect(try suggested.suffix(2).map { try $0.title } == ["Mission Debrief", "Telescope Maintenance"])
    }

    @Test func resetProducesKnownCalendars() async throws {
        try await definitions.intents["ResetTestDataIntent"].makeIntent().run()
        let titles: [String] = try await calendarEntity.allEntities().map { try $0.title }
        #expect(titles == ["Mission Control", "Deep Space"])
        #expect(try await eventEntity.allEntities().isEmpty)
    }

    @Test func createCalendarWithColor() async throws {
        let result = try await definitions.intents["CreateCalendarIntent"].makeIntent(name: "Occupy Saturn", color: "red").run()
        #expect(try result.value.title == "Occupy Saturn")
        let color: AnyAppEnum = try result.value.color
        #expect(color.rawValue == "red")
    }
}
