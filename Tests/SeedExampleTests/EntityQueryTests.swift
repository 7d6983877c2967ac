// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

final class EntityQueryTests: CalendarTestCase {
    func testStringQueryMatchesSeededEvent() async throws {
        // "Cosmic Ray Calibration" is one of the seeded events.
        let results = try await eventEntity.entities(matching: "Cosmic Ray")
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(try results[0].title, "Cosmic Ray Calibration")
    }

    func testAllAndSuggested() async throws {
        let all = try await eventEntity.allEntities()
        XCTAssertFalse(all.isEmpty)
        let suggested = try await eventEntity.suggestedEntities()
        XCTAssertFalse(suggested.isEmpty)
    }
}
