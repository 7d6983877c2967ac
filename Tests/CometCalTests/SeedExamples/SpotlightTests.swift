import IntentKitTesting
// Ported from "Testing App Intents with AppIntentsTesting": only the import line changed.
import XCTest

final class SpotlightTests: CalendarTestCase {
    func testNewEventIsIndexed() async throws {
        let before = try await eventEntity.spotlightQuery("Supernova Viewing Party")
        XCTAssertTrue(before.isEmpty)

        _ = try await createEvent.makeIntent(
            title: "Supernova Viewing Party", startDate: Date(), isAllDay: false, calendar: "Deep Space"
        ).run()
        try await Task.sleep(for: .seconds(1))  // Spotlight indexing is asynchronous

        let hits = try await eventEntity.spotlightQuery("Supernova Viewing Party")
        XCTAssertEqual(hits.count, 1)
        XCTAssertEqual(try hits[0].title, "Supernova Viewing Party")
    }

    // The same without the sleep: a search settles pending index work first.
    func testNewEventIsIndexedWithoutSleeping() async throws {
        let before = try await eventEntity.spotlightQuery("Supernova Viewing Party")
        XCTAssertTrue(before.isEmpty)

        _ = try await createEvent.makeIntent(
            title: "Supernova Viewing Party", startDate: Date(), isAllDay: false, calendar: "Deep Space"
        ).run()

        let hits = try await eventEntity.spotlightQuery("Supernova Viewing Party")
        XCTAssertEqual(hits.count, 1)
        XCTAssertEqual(try hits[0].title, "Supernova Viewing Party")
    }
}
