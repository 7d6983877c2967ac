import IntentKitTesting
// Ported from "Testing App Intents with AppIntentsTesting": only the import line changed.
import XCTest

final class EventValueQueryTests: CalendarTestCase {
    func testValueQueryReturnsItems() async throws {
        // Illustrative: assumes CometCal exposes an EventValueQuery. "Cosmic Ray Calibration" is seeded.
        let result = try await definitions.valueQueries["EventValueQuery"].values(for: "Cosmic Ray")
        XCTAssertEqual(result.items.count, 1)

        let first: DynamicPropertyPath = result.items[0]  // element → path (non-throwing)
        XCTAssertEqual(try first.title, "Cosmic Ray Calibration")  // typed read → try

        let empty = try await definitions.valueQueries["EventValueQuery"].values(for: "nope")
        XCTAssertTrue(empty.items.isEmpty)
    }
}
