// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

final class ViewAnnotationTests: CalendarTestCase {
    @MainActor
    func testEventDetailIsAnnotated() async throws {
        let events = try await eventEntity.entities(matching: "Crew Lunch at the Nebula Cafe")
        let event = try XCTUnwrap(events.first)

        try await openEvent.makeIntent(target: event).run()          // navigate the UI

        XCTAssertTrue(app.staticTexts["Crew Lunch at the Nebula Cafe"].waitForExistence(timeout: 5))

        let annotations = try await eventEntity.viewAnnotations()
        XCTAssertEqual(annotations.count, 1)
        let annotation = try XCTUnwrap(annotations.first)
        XCTAssertEqual(try annotation.entity.title, "Crew Lunch at the Nebula Cafe")
        XCTAssertTrue(annotation.isSelected)   // the detail screen selects the event it shows
    }
}
