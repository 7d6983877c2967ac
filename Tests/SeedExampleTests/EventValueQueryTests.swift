// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

final class EventValueQueryTests: CalendarTestCase {
    func testValueQueryReturnsItems() async throws {
        // Illustrative: assumes CometCal exposes an EventValueQuery. "Cosmic Ray Calibration" is seeded.
        let result = try await definitions.valueQueries["EventValueQuery"].values(for: "Cosmic Ray")
        XCTAssertEqual(result.items.count, 1)

        let first: DynamicPropertyPath = result.items[0]        // element → path (non-throwing)
        XCTAssertEqual(try first.title, "Cosmic Ray Calibration")   // typed read → try

        let empty = try await definitions.valueQueries["EventValueQuery"].values(for: "nope")
        XCTAssertTrue(empty.items.isEmpty)
    }
}
