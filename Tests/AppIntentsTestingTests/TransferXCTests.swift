import AppIntentsTesting
import XCTest

/// The Transferable round trip as an XCTest written for AppIntentsTesting writes it.
final class TransferXCTests: XCTestCase {
    func testAnExportedEventResolvesBackToItself() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
            let notes = definitions.entities["EventEntity"]
            let created = try await definitions.intents["CreateEventIntent"].makeIntent(
                title: "Groceries", startDate: Date(), isAllDay: false, calendar: "Mission Control"
            ).run()
            let event: AnyAppEntity = try created.value
            let file = try await event.exported(as: .calendarEvent)
            let back = try await notes.resolved(from: file)
            XCTAssertEqual(back.identifier, event.identifier)
            XCTAssertEqual(try back.title, "Groceries")
        }
    }
}
