// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

// The block is a test method of a CalendarTestCase; it is one here, as written.
final class FetchErrorTests: CalendarTestCase {
func testFetchMissingEventThrows() async {
    do {
        _ = try await definitions.intents["FetchEventIntent"].makeIntent(title: "No Such Event").run()
        XCTFail("Expected FetchEventIntent to throw when no event matches")
    } catch {
        // expected — the intent throws eventNotFound
    }
}
}
