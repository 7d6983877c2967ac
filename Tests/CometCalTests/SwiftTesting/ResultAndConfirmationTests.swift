import Foundation
import IntentKitTesting
import Testing

/// Scalar and enum results, dialogs, and confirmations.
@Suite(.isolatedApp("com.example.CometCal"))
struct ResultAndConfirmationTests {
    let definitions = CometCal.definitions

    init() async throws { try await CometCal.seed() }

    @Test func intResult() async throws {
        let all = try await definitions.intents["CountEventsIntent"].makeIntent().run()
        let total: Int = try all.value
        #expect(total == 10)
        #expect(all.dialog?.full == "10 events.")
        let mission = try await definitions.intents["CountEventsIntent"].makeIntent(calendar: "Mission Control").run()
        #expect(try mission.value.as(Int.self) == 5)
        let asDouble: Double = try mission.value
        #expect(asDouble == 5)
    }

    @Test func enumResult() async throws {
        let event = try await CometCal.event(titled: "Cosmic Ray Calibration")
        let result = try await definitions.intents["EventStatusIntent"].makeIntent(event: event).run()
        let status: AnyAppEnum = try result.value
        #expect(status.rawValue == "confirmed")
        #expect(status.typeIdentifier == "EventStatus")
        #expect(try result.value.as(String.self) == "confirmed")
        try definitions.enums["EventStatus"].isInstance(status)
    }

    @Test func wrongTypedReadExplainsItself() async throws {
        let result = try await definitions.intents["CountEventsIntent"].makeIntent().run()
        let error = #expect(throws: IntentValueError.self) { let _: String = try result.value }
        #expect(error?.message == "result.value is Int 10, not String")
        let missing = #expect(throws: IntentValueError.self) { let _: String = try result.value.title }
        #expect(missing?.message == "result.value is Int 10, which has no property \"title\"")
    }

    @Test func unknownPropertySuggestsTheClosest() async throws {
        let event = try await CometCal.event(titled: "Cosmic Ray Calibration")
        let error = #expect(throws: IntentValueError.self) { let _: String = try event.titel }
        #expect(error?.message == "EventEntity has no property \"titel\" (reading EventEntity.titel); did you mean \"title\"?")
    }

    @Test func declinedConfirmationLeavesTheEventInPlace() async throws {
        let event = try await CometCal.event(titled: "Zero-G Yoga")
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["DeleteEventIntent"].makeIntent(event: event).run(prompts: .declineConfirmations)
        }
        #expect(error?.kind == .cancelled)
        #expect(error?.message == #"DeleteEventIntent was cancelled: the confirmation "Delete "Zero-G Yoga"?" was declined"#)
        #expect(try await CometCal.eventTitles().contains("Zero-G Yoga"))
    }

    @Test func acceptedConfirmationDeletes() async throws {
        let event = try await CometCal.event(titled: "Zero-G Yoga")
        let result = try await definitions.intents["DeleteEventIntent"].makeIntent(event: event).run()
        #expect(result.dialog?.full == "Deleted Zero-G Yoga.")
        #expect(try await !CometCal.eventTitles().contains("Zero-G Yoga"))
        #expect(result.value == nil)
    }

    @Test func attendeesRoundTrip() async throws {
        let guest = definitions.transientEntities["AttendeeEntity"].makeEntity(name: "Captain Nova", status: "accepted", type: "person")
        let result = try await definitions.intents["CreateEventIntent"].makeIntent(
            title: "Hull Inspection", startDate: Date(), calendar: "Deep Space", attendees: [guest]
        ).run()
        #expect(try result.value.attendees[0].name == "Captain Nova")
        #expect(try result.value.attendees[0].status.rawValue == "accepted")
        let lunch = try await CometCal.event(titled: "Crew Lunch at the Nebula Cafe")
        let names: [String] = try (try lunch.attendees.as([AnyTransientAppEntity].self)).map { try $0.name }
        #expect(names == ["Commander Vega", "Dr. Orion Reyes", "Galley Table 3"])
    }

    @Test func datesRoundTripExactly() async throws {
        let start = Date()
        let result = try await definitions.intents["CreateEventIntent"].makeIntent(title: "Precise", startDate: start, calendar: "Deep Space").run()
        let stored: Date = try result.value.startDate
        #expect(stored == start)
        #expect(try result.value.endDate == start.addingTimeInterval(3600))
    }

    @Test func isolatedSessionsDoNotShareData() async throws {
        try await definitions.intents["CreateCalendarIntent"].makeIntent(name: "Only Here").run()
        let elsewhere = try await AppSession.withIsolatedApp(CometCal.bundleIdentifier) {
            try await CometCal.calendars.allEntities().map { try $0.title as String }
        }
        #expect(elsewhere == ["Mission Control", "Deep Space"])
        #expect(try await CometCal.calendars.allEntities().map { try $0.title as String }.contains("Only Here"))
    }

    /// A session prepared before its app starts (here, its prompt answers) is the one definitions use inside
    /// `withIsolatedApp(session)`, and is shut down, its container deleted, when the body ends.
    @Test func aPreparedSessionIsTheOneDefinitionsUseThenItIsShutDown() async throws {
        let session = AppSession.isolated(bundleIdentifier: CometCal.bundleIdentifier)
        session.promptAnswers = .declineConfirmations
        let container = session.containerURL
        let titles = try await AppSession.withIsolatedApp(session) {
            let created = try await definitions.intents["CreateEventIntent"].makeIntent(title: "Prepared", startDate: Date(), calendar: "Deep Space").run()
            let declined = await #expect(throws: IntentPerformError.self) { try await definitions.intents["DeleteEventIntent"].makeIntent(event: created.value).run() }
            #expect(declined?.kind == .cancelled)
            #expect(FileManager.default.fileExists(atPath: container.path))
            return try await CometCal.events.allEntities().map { try $0.title as String }
        }
        #expect(titles == ["Prepared"])
        #expect(!FileManager.default.fileExists(atPath: container.path))
        #expect(try await !CometCal.events.allEntities().map { try $0.title as String }.contains("Prepared"))
    }
}

/// Prompts raised from inside `perform()`: CometCal asks for another name when a calendar name is taken.
@Suite(.isolatedApp("com.example.CometCal"))
struct ParameterPromptTests {
    let create = CometCal.definitions.intents["CreateCalendarIntent"]

    @Test func takenNameIsAskedForAgain() async throws {
        let error = await #expect(throws: IntentPerformError.self) { try await create.makeIntent(name: "deep space").run() }
        #expect(error?.kind == .promptUnanswered)
        #expect(
            error?.message
                == #"CreateCalendarIntent asked "A calendar named "deep space" already exists. What should the new one be called?" and the test scripted no answer; answer it with run(prompts: .providing(<value>, for: "name"))"#
        )
        #expect(try await CometCal.calendars.allEntities().count == 2)
        let renamed = try await create.makeIntent(name: "Deep Space").run(prompts: .providing("Deeper Space", for: "name"))
        #expect(try renamed.value.title == "Deeper Space")
    }

    @Test func anAnswerThatIsAlsoTakenEndsTheRun() async throws {
        let error = await #expect(throws: IntentPerformError.self) {
            try await create.makeIntent(name: "Deep Space").run(prompts: .providing("Mission Control", for: "name"))
        }
        #expect(error?.message == #"CreateCalendarIntent failed: a calendar named "Mission Control" already exists; choose a name no calendar has"#)
    }
}
