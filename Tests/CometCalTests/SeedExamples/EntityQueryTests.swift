import IntentKitTesting
// Ported from "Testing App Intents with AppIntentsTesting": only the import line changed.
import XCTest

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
