import AppIntentsTesting
import XCTest

/// Expectations as an XCTest written for AppIntentsTesting 27.3 uses them.
final class ExpectationXCTests: XCTestCase {
    func testAnIntentAndItsResultMeetAnExpectationBuiltFromDefinitions() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
            let create = definitions.intents["CreateEventIntent"]
            let events = definitions.entities["EventEntity"]
            let intent = create.makeIntent(title: "Groceries", startDate: Date(), isAllDay: false, calendar: "Mission Control")
            let result = try await intent.run()

            let expectation = create.expect(title: .contains("Groc"), notes: .isNil)
                .result(events.expect(title: .equals("Groceries"), notes: .isNil))
            let satisfied = try await expectation.isSatisfied(by: intent, result: result)
            XCTAssertTrue(satisfied)
            let other = try await create.expect(title: .equals("Laundry")).isSatisfied(by: intent, result: result)
            XCTAssertFalse(other)
            let noResult = try await expectation.isSatisfied(by: intent)
            XCTAssertFalse(noResult, "the result check sees no value")
        }
    }
}
