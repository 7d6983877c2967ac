import IntentKitTesting
import XCTest

/// The behaviours beyond the seed examples, in XCTest, on the shared session.
final class CometCalXCTests: CometCalTestCase {
    var update: AppIntentDefinition { definitions.intents["UpdateEventIntent"] }

    func event(_ title: String) async throws -> AnyAppEntity {
        let matches = try await eventEntity.entities(matching: title)
        return try XCTUnwrap(matches.first { (try? $0.title) == title }, "no event titled \(title)")
    }

    func testUpdateWithOnlyATitleLeavesNotesAndStatus() async throws {
        let result = try await update.makeIntent(event: try await event("Cosmic Ray Calibration"), title: "Renamed").run()
        XCTAssertEqual(try result.value.title, "Renamed")
        XCTAssertEqual(try result.value.notes, "Recalibrate the detectors before the solar storm.")
        XCTAssertEqual(try result.value.status.rawValue, "confirmed")
    }

    func testUpdateWithNilNotesClearsThem() async throws {
        let result = try await update.makeIntent(event: try await event("Cosmic Ray Calibration"), notes: nil).run()
        XCTAssertNil(try result.value.notes)
        XCTAssertEqual(try result.value.status.rawValue, "confirmed")
    }

    func testDeclinedConfirmationKeepsTheEvent() async throws {
        let lunch = try await event("Crew Lunch at the Nebula Cafe")
        let error = await XCTAssertThrowsErrorAsync(
            try await definitions.intents["DeleteEventIntent"].makeIntent(event: lunch).run(prompts: .declineConfirmations),
            as: IntentPerformError.self)
        XCTAssertEqual(error?.kind, .cancelled)
        let remaining = try await eventEntity.entities(matching: "Crew Lunch")
        XCTAssertEqual(remaining.count, 1)
    }

    func testIntAndEnumResults() async throws {
        let count: Int = try await definitions.intents["CountEventsIntent"].makeIntent(calendar: "Deep Space").run().value
        XCTAssertEqual(count, 5)
        let status: AnyAppEnum = try await definitions.intents["EventStatusIntent"].makeIntent(event: "Solar Flare Drill").run().value
        XCTAssertEqual(status.rawValue, "cancelled")
    }

    func testReferenceAsParameter() async throws {
        let id = try await event("Comet Watch Night").identifier.instanceIdentifier
        let result = try await definitions.intents["EventStatusIntent"].makeIntent(event: eventEntity.makeReference(identifier: id)).run()
        XCTAssertEqual(try result.value.rawValue, "tentative")
    }

    func testStringResolutionExactAmbiguousNone() async throws {
        let status = definitions.intents["EventStatusIntent"]
        let exact = try await status.makeIntent(event: "Launch Window Review").run()
        XCTAssertEqual(try exact.value.rawValue, "tentative")
        let ambiguous = await XCTAssertThrowsErrorAsync(try await status.makeIntent(event: "Launch Window").run(), as: IntentPerformError.self)
        XCTAssertEqual(ambiguous?.kind, .promptUnanswered)
        let none = await XCTAssertThrowsErrorAsync(try await status.makeIntent(event: "Nothing Like This").run(), as: IntentRequestError.self)
        XCTAssertEqual(none?.kind, "noMatch")
    }

    func testEachErrorClassExplainsItself() async throws {
        let request = await XCTAssertThrowsErrorAsync(try await createEvent.makeIntent(title: "x", startDate: Date(), calendar: "Deep Spce").run(), as: IntentRequestError.self)
        XCTAssertEqual(request?.message, #"parameter "calendar" of CreateEventIntent: no CalendarEntity matches "Deep Spce"; did you mean "Deep Space"?"#)
        let perform = await XCTAssertThrowsErrorAsync(try await definitions.intents["FetchEventIntent"].makeIntent(title: "Nope").run(), as: IntentPerformError.self)
        XCTAssertEqual(perform?.message, #"FetchEventIntent failed: no event is titled "Nope""#)
        let process = await XCTAssertThrowsErrorAsync(try await IntentDefinitions(bundleIdentifier: "org.example.Absent").entities["X"].allEntities(), as: AppProcessError.self)
        XCTAssertEqual(process?.kind, .notFound)
    }

    func testIsolatedAppStartsFromItsOwnContainer() async throws {
        let titles = try await withIsolatedApp("com.example.CometCal") {
            try await self.eventEntity.allEntities().map { try $0.title as String }
        }
        XCTAssertEqual(titles, [])
    }

    func testAPreparedIsolatedSessionIsTheOneDefinitionsUse() async throws {
        let session = AppSession.isolated(bundleIdentifier: "com.example.CometCal")
        session.promptAnswers = .declineConfirmations
        let created = try await withIsolatedApp(session) {
            let created = try await self.definitions.intents["CreateEventIntent"].makeIntent(title: "Prepared", startDate: Date(), calendar: "Deep Space").run()
            let declined = await XCTAssertThrowsErrorAsync(
                try await self.definitions.intents["DeleteEventIntent"].makeIntent(event: created.value).run(), as: IntentPerformError.self)
            XCTAssertEqual(declined?.kind, .cancelled)
            return try created.value.title as String
        }
        XCTAssertEqual(created, "Prepared")
        XCTAssertFalse(FileManager.default.fileExists(atPath: session.containerURL.path))
    }
}
