// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

final class DataSeedingTests: CalendarTestCase {
    func testResetProducesKnownCalendars() async throws {
        try await definitions.intents["ResetTestDataIntent"].makeIntent().run()

        let calendars = try await calendarEntity.allEntities()
        let titles: [String] = try calendars.map { try $0.title }
        XCTAssertTrue(titles.contains("Mission Control"))
        XCTAssertTrue(titles.contains("Deep Space"))
    }
}
