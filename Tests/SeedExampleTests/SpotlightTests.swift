// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

final class SpotlightTests: CalendarTestCase {
    func testNewEventIsIndexed() async throws {
        let before = try await eventEntity.spotlightQuery("Supernova Viewing Party")
        XCTAssertTrue(before.isEmpty)

        _ = try await createEvent.makeIntent(
            title: "Supernova Viewing Party", startDate: Date(), isAllDay: false, calendar: "Deep Space"
        ).run()
        try await Task.sleep(for: .seconds(1))    // Spotlight indexing is asynchronous

        let hits = try await eventEntity.spotlightQuery("Supernova Viewing Party")
        XCTAssertEqual(hits.count, 1)
        XCTAssertEqual(try hits[0].title, "Supernova Viewing Party")
    }
}
