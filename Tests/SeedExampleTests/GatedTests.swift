// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
import XCTest
import AppIntentsTesting

@available(iOS 27.0, macOS 27.0, watchOS 27.0, tvOS 27.0, visionOS 27.0, *)
final class GatedTests: XCTestCase {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")   // your app's bundle id

    func testRunsUnderGate() async throws {
        let result = try await definitions.intents["CreateCalendarIntent"].makeIntent(
            name: "Occupy Saturn", color: "red"
        ).run()
        XCTAssertEqual(try result.value.title, "Occupy Saturn")
    }
}
