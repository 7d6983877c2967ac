import IntentKitTesting
// Ported from "Testing App Intents with AppIntentsTesting": only the import line changed.
import XCTest

final class IntentExecutionTests: CalendarTestCase {
    func testCreateEventReturnsEntity() async throws {
        let result = try await createEvent.makeIntent(
            title: "Asteroid Dodgeball Practice",
            startDate: Date(),
            isAllDay: false,
            calendar: "Deep Space"
        ).run()
        XCTAssertEqual(try result.value.title, "Asteroid Dodgeball Practice")  // typed read → try
    }

    func testUpdateTakesTheReturnedEntity() async throws {
        let created = try await createEvent.makeIntent(
            title: "Temp Event", startDate: Date(), isAllDay: false, calendar: "Mission Control"
        ).run()
        let updated = try await definitions.intents["UpdateEventIntent"].makeIntent(
            event: created.value,  // returned entity as a parameter — no `try`
            title: "Temp Event (Revised)"
        ).run()
        XCTAssertEqual(try updated.value.title, "Temp Event (Revised)")
    }

    func testFetchMissingEventThrows() async {
        do {
            _ = try await definitions.intents["FetchEventIntent"].makeIntent(title: "No Such Event").run()
            XCTFail("Expected FetchEventIntent to throw when no event matches")
        } catch {
            // expected — the intent throws eventNotFound
        }
    }
}
