// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

final class IntentExecutionTests: CalendarTestCase {
    func testCreateEventReturnsEntity() async throws {
        let result = try await createEvent.makeIntent(
            title: "Asteroid Dodgeball Practice",
            startDate: Date(),
            isAllDay: false,
            calendar: "Deep Space"
        ).run()
        XCTAssertEqual(try result.value.title, "Asteroid Dodgeball Practice")   // typed read → try
    }

    func testUpdateTakesTheReturnedEntity() async throws {
        let created = try await createEvent.makeIntent(
            title: "Temp Event", startDate: Date(), isAllDay: false, calendar: "Mission Control"
        ).run()
        let updated = try await definitions.intents["UpdateEventIntent"].makeIntent(
            event: created.value,                    // returned entity as a parameter — no `try`
            title: "Temp Event (Revised)"
        ).run()
        XCTAssertEqual(try updated.value.title, "Temp Event (Revised)")
    }
}
