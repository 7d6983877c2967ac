import IntentKitTesting
// Ported from "Testing App Intents with AppIntentsTesting": only the import line and the application type changed.
import XCTest

final class ViewAnnotationTests: CalendarTestCase {
    @MainActor
    func testEventDetailIsAnnotated() async throws {
        let events = try await eventEntity.entities(matching: "Crew Lunch at the Nebula Cafe")
        let event = try XCTUnwrap(events.first)

        try await openEvent.makeIntent(target: event).run()  // navigate the UI

        XCTAssertTrue(app.staticTexts["Crew Lunch at the Nebula Cafe"].waitForExistence(timeout: 5))

        let annotations = try await eventEntity.viewAnnotations()
        XCTAssertEqual(annotations.count, 1)
        let annotation = try XCTUnwrap(annotations.first)
        XCTAssertEqual(try annotation.entity.title, "Crew Lunch at the Nebula Cafe")
        XCTAssertTrue(annotation.isSelected)  // the detail screen selects the event it shows
    }
}
