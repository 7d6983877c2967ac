import IntentKitTesting
import Synchronization
import XCTest

/// Choices, cancel answers, follow-up intents, progress and cancellation, in XCTest.
final class RuntimeXCTests: CometCalTestCase {
    var delete: AppIntentDefinition { definitions.intents["DeleteEventIntent"] }

    private func weeklyReview() async throws -> AnyAppEntity {
        try await createEvent.makeIntent(title: "Weekly Review", startDate: Date(), calendar: "Mission Control", recurrence: "weekly", occurrences: 2).run().value
    }

    func testChoicesAreAnsweredByTitleOrIndexOrCancelled() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            try await seedSampleEvents.makeIntent().run()
            let byIndex = try await delete.makeIntent(event: try await weeklyReview()).run(prompts: .choosingOption(1))
            XCTAssertEqual(byIndex.dialog?.full, "Deleted 2 occurrences of Weekly Review.")
            let cancelled = await XCTAssertThrowsErrorAsync(
                try await delete.makeIntent(event: try await weeklyReview()).run(prompts: .choosingOption(title: "cancel")), as: IntentPerformError.self)
            XCTAssertEqual(cancelled?.kind, .cancelledByUser)
            let unanswered = await XCTAssertThrowsErrorAsync(try await delete.makeIntent(event: try await weeklyReview()).run(), as: IntentPerformError.self)
            XCTAssertEqual(unanswered?.kind, .promptUnanswered)
            XCTAssertEqual(unanswered?.dialog, #""Weekly Review" repeats. Delete which occurrences?"#)
            let value = await XCTAssertThrowsErrorAsync(
                try await createEvent.makeIntent(startDate: Date(), calendar: "Deep Space").run(prompts: .cancelPrompts), as: IntentPerformError.self)
            XCTAssertEqual(value?.kind, .cancelledByUser)
        }
    }

    func testValueDisambiguationAndConfirmationPromptsAnsweredCancelledAndUnanswered() async throws {
        let titled = try await createEvent.makeIntent(startDate: Date(), calendar: "Deep Space").run(prompts: .providing("Airlock Drill", for: "title"))
        XCTAssertEqual(try titled.value.title, "Airlock Drill")
        let untitled = await XCTAssertThrowsErrorAsync(try await createEvent.makeIntent(startDate: Date(), calendar: "Deep Space").run(), as: IntentPerformError.self)
        XCTAssertEqual(untitled?.kind, .promptUnanswered)
        let cancelledValue = await XCTAssertThrowsErrorAsync(
            try await createEvent.makeIntent(startDate: Date(), calendar: "Deep Space").run(prompts: .cancelPrompts), as: IntentPerformError.self)
        XCTAssertEqual(cancelledValue?.kind, .cancelledByUser)

        let status = definitions.intents["EventStatusIntent"]
        let chosen = try await status.makeIntent(event: "Launch Window").run(prompts: .choosing(title: "Launch Window Review Prep", for: "event"))
        XCTAssertNil(try chosen.value.as(AnyAppEnum?.self), "the Prep has no status")
        let unchosen = await XCTAssertThrowsErrorAsync(try await status.makeIntent(event: "Launch Window").run(), as: IntentPerformError.self)
        XCTAssertEqual(unchosen?.kind, .promptUnanswered)
        let cancelledChoice = await XCTAssertThrowsErrorAsync(try await status.makeIntent(event: "Launch Window").run(prompts: .cancelPrompts), as: IntentPerformError.self)
        XCTAssertEqual(cancelledChoice?.kind, .cancelledByUser)

        let yogas = try await eventEntity.entities(matching: "Zero-G Yoga")
        let yoga = try XCTUnwrap(yogas.first)
        let declined = await XCTAssertThrowsErrorAsync(try await delete.makeIntent(event: yoga).run(prompts: .declineConfirmations), as: IntentPerformError.self)
        XCTAssertEqual(declined?.kind, .cancelled)
        let cancelledConfirmation = await XCTAssertThrowsErrorAsync(try await delete.makeIntent(event: yoga).run(prompts: .cancelPrompts), as: IntentPerformError.self)
        XCTAssertEqual(cancelledConfirmation?.kind, .cancelledByUser)
        let accepted = try await delete.makeIntent(event: yoga).run()
        XCTAssertEqual(accepted.dialog?.full, "Deleted Zero-G Yoga.")
    }

    func testAFollowUpIntentCanBeRun() async throws {
        let created = try await createEvent.makeIntent(title: "Airlock Check", startDate: Date(), calendar: "Deep Space", openAfterCreating: true).run()
        let opened = try XCTUnwrap(created.opensIntent)
        XCTAssertEqual(opened.identifier, "OpenEventIntent")
        XCTAssertEqual(try opened.target.title, "Airlock Check")
        let rerun = try await opened.run()
        XCTAssertNil(rerun.value)
    }

    func testProgressAndCancellation() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            let importEvents = definitions.intents["ImportEventsIntent"]
            let updates = Mutex<[IntentProgressUpdate]>([])
            let imported: Int = try await importEvents.makeIntent(count: 40, batches: 4).run(progress: { update in updates.withLock { $0.append(update) } }).value
            XCTAssertEqual(imported, 40)
            XCTAssertEqual(updates.withLock { $0.last }, IntentProgressUpdate(completedUnitCount: 40, totalUnitCount: 40))

            // Cancelled where the first progress arrives (see cancelOnceStarted).
            let task = cancelOnceStarted { started in
                try await importEvents.makeIntent(count: 500, batches: 50, pauseMilliseconds: 50).run(progress: { _ in started() })
            }
            _ = await XCTAssertThrowsErrorAsync(try await task.value, as: CancellationError.self)
            try await Task.sleep(for: .milliseconds(400))
            let settled = try await eventEntity.allEntities().count
            try await Task.sleep(for: .milliseconds(200))
            let later = try await eventEntity.allEntities().count
            XCTAssertEqual(settled, later, "the import stopped")
            XCTAssertLessThan(later, 40 + 500)
        }
    }

    func testSnippetsRenderAsTextAndTreeAndTheirButtonsRun() async throws {
        let result = try await definitions.intents["FetchEventIntent"].makeIntent(title: "Zero-G Yoga").run()
        let snippet = try XCTUnwrap(result.snippet)
        XCTAssertEqual(snippet.buttons, ["Open", "Delete"])
        XCTAssertTrue(snippet.text.hasPrefix("Zero-G Yoga\n"), snippet.text)
        guard case .vstack(let rows) = snippet.view else { return XCTFail("not a stack: \(snippet.view)") }
        XCTAssertEqual(rows.first, .text("Zero-G Yoga"))
        let before = try await eventEntity.allEntities().count
        let again = try await snippet.render()
        XCTAssertEqual(again, snippet)
        let afterRendering = try await eventEntity.allEntities().count
        XCTAssertEqual(afterRendering, before)
        try await snippet.press("Delete")
        let afterDeleting = try await eventEntity.allEntities().count
        XCTAssertEqual(afterDeleting, before - 1)
    }

    func testUnionsPassEitherCaseAndReadBackWhichOne() async throws {
        let places = try await definitions.entities["PlaceEntity"].entities(matching: "Hangar")
        let place = try XCTUnwrap(places.first)
        let atPlace = try await createEvent.makeIntent(title: "Refit", startDate: Date(), calendar: "Deep Space", location: place).run()
        let location: AnyUnionValue = try atPlace.value.location
        XCTAssertEqual(location.caseName, "place")
        XCTAssertEqual(try location.value.name, "Hangar Bay 3")
        let atAddress = try await createEvent.makeIntent(
            title: "Refit Debrief", startDate: Date(), calendar: "Deep Space", location: AnyUnionValue("EventLocation", case: "address", value: "Dock 9")
        ).run()
        XCTAssertEqual(try atAddress.value.location.as(AnyUnionValue.self).caseName, "address")
        XCTAssertEqual(try atAddress.value.location, "Dock 9")
        let found = try await definitions.valueQueries["StationSearchQuery"].values(for: "Refit")
        XCTAssertEqual(try (0..<found.items.count).map { try found.items[$0].as(AnyUnionValue.self).caseName }, ["event", "event"])
    }

    func testComputedPropertiesComeWithTheEntityAndDeferredOnesOnRequest() async throws {
        let checks = definitions.intents["ConflictCheckCountIntent"]
        let start = Date(timeIntervalSince1970: 1_930_000_000)
        let first = try await createEvent.makeIntent(title: "Hull Scan", startDate: start, endDate: start.addingTimeInterval(2_700), calendar: "Deep Space").run()
        try await createEvent.makeIntent(title: "Hull Patch", startDate: start.addingTimeInterval(600), calendar: "Deep Space").run()
        let event: AnyAppEntity = try first.value
        XCTAssertEqual(try event.duration.as(Duration.self), .seconds(2_700))
        XCTAssertEqual(try event.attendeeCount.as(Int.self), 0)
        let before: Int = try await checks.makeIntent().run().value
        let conflicts = try await event.conflicts.get(as: [AnyAppEntity].self)
        XCTAssertEqual(try conflicts.map { try $0.title as String }, ["Hull Patch"])
        let after: Int = try await checks.makeIntent().run().value
        XCTAssertEqual(after, before + 1, "worked out once, when asked")
    }

    func testPropertyQueriesFilterSortAndLimit() async throws {
        let deepSpace = try await eventEntity.entities(where: [.equalTo("calendar", "Deep Space"), .notEqualTo("status", "cancelled")], sortedBy: [.ascending("title")])
        XCTAssertEqual(try deepSpace.map { try $0.title as String }, ["Comet Watch Night", "Cosmic Ray Calibration", "Telescope Maintenance", "Zero-G Yoga"])
        let latest = try await eventEntity.entities(where: [.contains("title", "review"), .equalTo("isAllDay", true)], mode: .or, sortedBy: [.descending("startDate")], limit: 2)
        XCTAssertEqual(try latest.map { try $0.title as String }, ["Comet Watch Night", "Orbital Mechanics Workshop"])
        let drills = try await eventEntity.entities(where: [.hasPrefix("title", "solar"), .hasSuffix("title", "drill")])
        XCTAssertEqual(try drills.map { try $0.title as String }, ["Solar Flare Drill"])
        let now = Date()
        let soon = try await eventEntity.entities(
            where: [.greaterThan("startDate", now), .lessThan("startDate", now.addingTimeInterval(5 * 86_400)), .greaterThanOrEqualTo("endDate", now)],
            sortedBy: [.ascending("startDate")], limit: 1)
        XCTAssertEqual(try soon.map { try $0.title as String }, ["Zero-G Yoga"])
        let window = try await eventEntity.entities(where: [.between("startDate", now, and: now.addingTimeInterval(10 * 86_400)), .lessThanOrEqualTo("endDate", now)])
        XCTAssertTrue(window.isEmpty, "nothing that starts in the future has already ended")
        let refused = await XCTAssertThrowsErrorAsync(try await eventEntity.entities(where: [.between("title", "a", and: "b")]), as: IntentRequestError.self)
        XCTAssertEqual(refused?.kind, .unsupportedComparator)
    }

    func testTheUniqueSettingsEntityAndSharedEvents() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            try await seedSampleEvents.makeIntent().run()
            let settings = definitions.entities["SettingsEntity"]
            let before = try await settings.uniqueEntity()
            XCTAssertEqual(try before.weekStart, "monday")
            let updated = try await definitions.intents["UpdateSettingsIntent"].makeIntent(weekStart: "sunday").run()
            XCTAssertEqual(try updated.value.weekStart, "sunday")
            let after = try await settings.uniqueEntity()
            XCTAssertEqual(try after.weekStart, "sunday")
            let lunches = try await eventEntity.entities(matching: "Crew Lunch")
            let lunch = try XCTUnwrap(lunches.first)
            XCTAssertEqual(lunch.ownership, .shared)
            let declined = await XCTAssertThrowsErrorAsync(try await delete.makeIntent(event: lunch).run(prompts: .declineConfirmations), as: IntentPerformError.self)
            XCTAssertTrue(declined?.message.contains("It is shared with 3 attendees.") == true, declined?.message ?? "")
        }
    }
}
