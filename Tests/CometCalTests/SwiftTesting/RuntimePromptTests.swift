import Foundation
import IntentKitTesting
import Synchronization
import Testing

/// Choices an intent offers, cancel answers to every prompt kind, and follow-up intents.
@Suite(.isolatedApp("com.example.CometCal"))
struct RuntimePromptTests {
    let definitions = CometCal.definitions
    var delete: AppIntentDefinition { definitions.intents["DeleteEventIntent"] }

    init() async throws { try await CometCal.seed() }

    /// Creates a daily event with three occurrences and returns the first.
    private func standup() async throws -> AnyAppEntity {
        let created = try await definitions.intents["CreateEventIntent"].makeIntent(
            title: "Orbit Standup", startDate: Date().addingTimeInterval(86_400), calendar: "Deep Space", recurrence: "daily", occurrences: 3
        ).run()
        let first: AnyAppEntity = try created.value
        #expect(try first.recurrence.rawValue == "daily")
        #expect(try await CometCal.events.entities(matching: "Orbit Standup").count == 3)
        return first
    }

    @Test func aChoiceAnsweredByTitle() async throws {
        let first = try await standup()
        let result = try await delete.makeIntent(event: first).run(prompts: .choosingOption(title: "This and Future Events"))
        #expect(result.dialog?.full == "Deleted 3 occurrences of Orbit Standup.")
        #expect(try await CometCal.events.entities(matching: "Orbit Standup").isEmpty)
    }

    @Test func aChoiceAnsweredByIndex() async throws {
        let first = try await standup()
        let result = try await delete.makeIntent(event: first).run(prompts: .choosingOption(0))
        #expect(result.dialog?.full == "Deleted Orbit Standup.")
        #expect(try await CometCal.events.entities(matching: "Orbit Standup").count == 2)
    }

    @Test func theCancelOptionEndsTheIntentAsCancelledByTheUser() async throws {
        let first = try await standup()
        let error = await #expect(throws: IntentPerformError.self) { try await delete.makeIntent(event: first).run(prompts: .choosingOption(title: "Cancel")) }
        #expect(error?.kind == .cancelledByUser)
        #expect(error?.message == #"DeleteEventIntent was cancelled by the user at ""Orbit Standup" repeats. Delete which occurrences?""#)
        #expect(error?.dialog == #""Orbit Standup" repeats. Delete which occurrences?"#)
        #expect(try await CometCal.events.entities(matching: "Orbit Standup").count == 3)
    }

    @Test func anUnansweredChoiceQuotesItsDialogAndOptions() async throws {
        let first = try await standup()
        let error = await #expect(throws: IntentPerformError.self) { try await delete.makeIntent(event: first).run() }
        #expect(error?.kind == .promptUnanswered)
        #expect(
            error?.message
                == #"DeleteEventIntent asked ""Orbit Standup" repeats. Delete which occurrences?" and the test scripted no answer; answer it with run(prompts: .choosingOption(title: <title>)); the options are "This Event", "This and Future Events", "Cancel""#
        )
        let wrong = await #expect(throws: IntentPerformError.self) { try await delete.makeIntent(event: first).run(prompts: .choosingOption(title: "Everything")) }
        #expect(wrong?.message.hasSuffix(#"the scripted option "Everything" is not among the options "This Event", "This and Future Events", "Cancel""#) == true)
    }

    @Test func aCancelAnswerEndsEveryPromptKindTheSameWay() async throws {
        let value = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["CreateEventIntent"].makeIntent(startDate: Date(), calendar: "Deep Space").run(prompts: .cancelPrompts)
        }
        #expect(value?.kind == .cancelledByUser)
        #expect(value?.message == #"CreateEventIntent was cancelled by the user at "What title do you want?""#)
        let confirmation = await #expect(throws: IntentPerformError.self) {
            try await delete.makeIntent(event: try await CometCal.event(titled: "Zero-G Yoga")).run(prompts: .cancelPrompts)
        }
        #expect(confirmation?.kind == .cancelledByUser)
        let disambiguation = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["EventStatusIntent"].makeIntent(event: "Launch Window").run(prompts: .cancelPrompts)
        }
        #expect(disambiguation?.kind == .cancelledByUser)
        #expect(try await CometCal.eventTitles().contains("Zero-G Yoga"))
    }

    @Test func movingWithoutACalendarOffersTheOthers() async throws {
        try await definitions.intents["CreateCalendarIntent"].makeIntent(name: "Lunar Base").run()
        let lunch = try await CometCal.event(titled: "Crew Lunch at the Nebula Cafe")
        let moved = try await definitions.intents["MoveEventIntent"].makeIntent(event: lunch).run(prompts: .choosingOption(title: "Lunar Base"))
        #expect(try moved.value.calendar.title == "Lunar Base")
        #expect(moved.dialog?.full == "Moved Crew Lunch at the Nebula Cafe to Lunar Base.")
    }

    @Test func aFollowUpIntentIsReadAndRun() async throws {
        let created = try await definitions.intents["CreateEventIntent"].makeIntent(
            title: "Docking Drill", startDate: Date(), calendar: "Mission Control", openAfterCreating: true
        ).run()
        let opened = try #require(created.opensIntent)
        #expect(opened.identifier == "OpenEventIntent")
        #expect(try opened.target.title == "Docking Drill")
        let screen = try await HeadlessApplication(bundleIdentifier: CometCal.bundleIdentifier).screen()
        #expect(screen.screen == "EventDetailView", "the app performed the follow-up")
        try await definitions.intents["ShowCalendarListIntent"].makeIntent().run()
        try await opened.run()
        #expect(try await HeadlessApplication(bundleIdentifier: CometCal.bundleIdentifier).screen().screen == "EventDetailView", "and the test can run it again")
        #expect(try await definitions.intents["CreateEventIntent"].makeIntent(title: "Quiet", startDate: Date(), calendar: "Deep Space").run().opensIntent == nil)
    }
}

/// Progress reports and cancellation, through the real process.
@Suite(.isolatedApp("com.example.CometCal"))
struct ProgressAndCancellationTests {
    let importEvents = CometCal.definitions.intents["ImportEventsIntent"]

    @Test func progressReachesTheTestSideInOrder() async throws {
        let updates = Mutex<[IntentProgressUpdate]>([])
        let result = try await importEvents.makeIntent(count: 500, batches: 5).run(progress: { update in updates.withLock { $0.append(update) } })
        #expect(try result.value.as(Int.self) == 500)
        let seen = updates.withLock { $0 }
        #expect(seen.first?.totalUnitCount == 500)
        #expect(seen.last == IntentProgressUpdate(completedUnitCount: 500, totalUnitCount: 500))
        #expect(seen.map(\.completedUnitCount) == seen.map(\.completedUnitCount).sorted(), "in order")
        #expect(Set(seen.map(\.completedUnitCount)).isSuperset(of: [100, 200, 300, 400, 500]), "\(seen)")
    }

    @Test func cancellingTheTestsTaskCancelsTheIntentInTheApp() async throws {
        // Cancelled where the first progress arrives (see cancelOnceStarted).
        let task = cancelOnceStarted { started in
            try await importEvents.makeIntent(count: 1_000, batches: 100, pauseMilliseconds: 50).run(progress: { update in
                if update.completedUnitCount > 0 { started() }
            })
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        let events = CometCal.events
        var stable = try await events.allEntities().count
        while true {
            try await Task.sleep(for: .milliseconds(150))
            let now = try await events.allEntities().count
            if now == stable { break }
            stable = now
        }
        #expect(stable < 1_000, "the import stopped early")
        #expect(stable.isMultiple(of: 10), "whole batches only")
        try await Task.sleep(for: .milliseconds(200))
        #expect(try await events.allEntities().count == stable, "and stays stopped")
    }
}
