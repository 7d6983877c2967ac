import Foundation
import IntentKitTesting
import Testing

/// Bad input of every kind gets an error naming the thing and what would be valid, and changes nothing.
@Suite(.isolatedApp("com.example.CometCal"))
struct BadInputTests {
    let definitions = CometCal.definitions

    init() async throws { try await CometCal.seed() }

    /// Runs a failing call and checks that the store is as it was.
    func expectUnchanged<E: Error>(
        _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
    ) async throws -> E? {
        let before = try await CometCal.eventTitles()
        let calendarsBefore = try await CometCal.calendars.allEntities().count
        let error = await #expect(throws: type, sourceLocation: sourceLocation) { try await body() }
        #expect(try await CometCal.eventTitles() == before, sourceLocation: sourceLocation)
        #expect(try await CometCal.calendars.allEntities().count == calendarsBefore, sourceLocation: sourceLocation)
        return error
    }

    @Test func unknownIntentName() async throws {
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["CreateEvnt"].makeIntent(title: "x").run()
        }
        #expect(error?.message == #"no intent named "CreateEvnt" in com.example.CometCal; did you mean "CreateEventIntent"?"#)
        #expect(error?.suggestions == ["CreateEventIntent"])
    }

    @Test func unknownParameterLabel() async throws {
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["CreateEventIntent"].makeIntent(titel: "x", startDate: Date(), calendar: "Deep Space").run()
        }
        #expect(error?.message == #"CreateEventIntent has no parameter "titel"; did you mean "title"?"#)
    }

    @Test func unknownEntityName() async throws {
        let error = await #expect(throws: IntentRequestError.self) {
            try await definitions.entities["EventEntitty"].allEntities()
        }
        #expect(error?.message == #"no entity named "EventEntitty" in com.example.CometCal; did you mean "EventEntity"?"#)
    }

    @Test func transientEntityHasNoQueries() async throws {
        let error = await #expect(throws: IntentRequestError.self) {
            try await definitions.entities["AttendeeEntity"].allEntities()
        }
        #expect(error?.message == #"AttendeeEntity is a transient entity, which has no queries; use transientEntities["AttendeeEntity"]"#)
    }

    @Test func unknownEnumCase() async throws {
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["CreateCalendarIntent"].makeIntent(name: "Occupy Saturn", color: "magenta").run()
        }
        #expect(error?.message == #"parameter "color" of CreateCalendarIntent: "magenta" is not a case of CalendarColor; valid names are "red", "orange", "yellow", "green", "blue", "purple""#)
    }

    @Test func wrongValueType() async throws {
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["CreateEventIntent"].makeIntent(title: "x", startDate: 42, calendar: "Deep Space").run()
        }
        #expect(error?.kind == "typeMismatch")
        #expect(error?.message == #"parameter "startDate" of CreateEventIntent expects Date, but was given Int 42"#)
    }

    @Test func wrongEntityType() async throws {
        let calendar = try await CometCal.calendars.entities(matching: "Deep Space")[0]
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["EventStatusIntent"].makeIntent(event: calendar).run()
        }
        #expect(error?.message == #"parameter "event" of EventStatusIntent expects EventEntity, but was given CalendarEntity(Deep Space)"#)
    }

    @Test func missingRequiredValueIsAskedFor() async throws {
        let error = try await expectUnchanged(IntentPerformError.self) {
            try await definitions.intents["CreateEventIntent"].makeIntent(startDate: Date(), calendar: "Deep Space").run()
        }
        #expect(error?.kind == .promptUnanswered)
        #expect(error?.message == #"CreateEventIntent asked "What title do you want?" and the test scripted no answer; answer it with run(prompts: .providing(<value>, for: "title"))"#)
        let answered = try await definitions.intents["CreateEventIntent"].makeIntent(startDate: Date(), calendar: "Deep Space")
            .run(prompts: .providing("Answered Title", for: "title"))
        #expect(try answered.value.title == "Answered Title")
    }

    @Test func nilForARequiredParameter() async throws {
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["CreateEventIntent"].makeIntent(title: nil, startDate: Date(), calendar: "Deep Space").run()
        }
        #expect(error?.message == #"parameter "title" of CreateEventIntent is required (String) and cannot be set to nil"#)
    }

    @Test func unknownEntityIdentifier() async throws {
        let missing = "00000000-0000-4000-8000-000000000000"
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["DeleteEventIntent"].makeIntent(event: CometCal.events.makeReference(identifier: missing)).run()
        }
        #expect(error?.message == #"parameter "event" of DeleteEventIntent: no EventEntity with identifier "00000000-0000-4000-8000-000000000000" exists"#)
    }

    @Test func malformedEntityIdentifier() async throws {
        let error = try await expectUnchanged(IntentRequestError.self) {
            try await definitions.intents["DeleteEventIntent"].makeIntent(event: CometCal.events.makeReference(identifier: "not-a-uuid")).run()
        }
        #expect(error?.message == #"parameter "event" of DeleteEventIntent: "not-a-uuid" is not a valid EventEntity identifier; expected a UUID"#)
        let query = await #expect(throws: IntentRequestError.self) {
            try await CometCal.events.entities(identifiers: ["not-a-uuid"])
        }
        #expect(query?.message == #""not-a-uuid" is not a valid EventEntity identifier; expected a UUID"#)
    }

    @Test func intentThatThrows() async throws {
        let error = try await expectUnchanged(IntentPerformError.self) {
            try await definitions.intents["FetchEventIntent"].makeIntent(title: "No Such Event").run()
        }
        #expect(error?.kind == .threw)
        #expect(error?.errorType == "CometCalError")
        #expect(error?.errorCode == "eventNotFound")
        #expect(error?.message == #"FetchEventIntent failed: no event is titled "No Such Event""#)
        #expect(error?.intent == "FetchEventIntent")
    }

    @Test func unlabelledArgument() async throws {
        let error = await #expect(throws: IntentRequestError.self) {
            try await definitions.intents["FetchEventIntent"].makeIntent("Cosmic Ray").run()
        }
        #expect(error?.message == #"every argument of FetchEventIntent.makeIntent(…) needs a parameter label; valid labels are "title""#)
    }

    @Test func missingApp() async throws {
        let error = await #expect(throws: AppProcessError.self) {
            try await IntentDefinitions(bundleIdentifier: "com.example.NoSuchApp").intents["X"].makeIntent().run()
        }
        #expect(error?.kind == .notFound)
        #expect(error?.message.hasPrefix("no app found for com.example.NoSuchApp; looked at $INTENTKIT_APP_PATH_COM_EXAMPLE_NOSUCHAPP") == true)
    }

    @Test func appRelaunchesAfterACrashWithItsData() async throws {
        try await definitions.intents["CreateCalendarIntent"].makeIntent(name: "Survivor").run()
        let session = definitions.session
        let pid = try await session.processIdentifier()
        kill(pid, SIGKILL)
        // Once the process is reaped, the next call notices, relaunches on the same container, and succeeds.
        while kill(pid, 0) == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let titles = try await CometCal.calendars.allEntities().map { try $0.title as String }
        #expect(titles.contains("Survivor"))
        #expect(try await session.processIdentifier() != pid)
    }
}
