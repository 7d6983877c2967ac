import IntentKitTesting
// Ported from "Testing App Intents with AppIntentsTesting": only the import line changed.
import XCTest

final class DataSeedingTests: CalendarTestCase {
    func testResetProducesKnownCalendars() async throws {
        try await definitions.intents["ResetTestDataIntent"].makeIntent().run()

        let calendars = try await calendarEntity.allEntities()
        let titles: [String] = try calendars.map { try $0.title }
        XCTAssertTrue(titles.contains("Mission Control"))
        XCTAssertTrue(titles.contains("Deep Space"))
    }
}
