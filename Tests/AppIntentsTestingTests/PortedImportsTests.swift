import AppIntents
import AppIntentsTesting
import XCTest

/// A test file that imports what tests written for Apple's frameworks import, and nothing else, drives a real app.
final class PortedImportsTests: XCTestCase {
    func testTheThreeImportLinesCompileTogetherAndRunAnIntent() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
            try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run()
            let result = try await definitions.intents["CreateEventIntent"].makeIntent(
                title: "Asteroid Dodgeball Practice", startDate: Date(), isAllDay: false, calendar: "Deep Space"
            ).run()
            XCTAssertEqual(try result.value.title, "Asteroid Dodgeball Practice")
        }
        // Names both modules export mean one type, not two that clash.
        let file = IntentFile(data: Data("BEGIN:VCALENDAR".utf8), filename: "event.ics")
        let value: IntentValue = .string("x")
        XCTAssertEqual(file.filename, "event.ics")
        XCTAssertEqual(value, .string("x"))
    }
}
