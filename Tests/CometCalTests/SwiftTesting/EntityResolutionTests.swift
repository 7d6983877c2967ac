import Foundation
import IntentKitTesting
import Testing

/// Strings passed for entity parameters: exact beats partial, ties prompt, nothing matching fails.
@Suite(.isolatedApp("com.example.CometCal"))
struct EntityResolutionTests {
    let status = CometCal.definitions.intents["EventStatusIntent"]

    init() async throws { try await CometCal.seed() }

    @Test func exactTitleBeatsPartialMatch() async throws {
        // "Launch Window Review Prep" also contains the text, but the exact title wins.
        let result = try await status.makeIntent(event: "Launch Window Review").run()
        let value: AnyAppEnum = try result.value
        #expect(value.rawValue == "tentative")
    }

    @Test func exactMatchIgnoresCase() async throws {
        let result = try await CometCal.definitions.intents["CountEventsIntent"].makeIntent(calendar: "deep space").run()
        let count: Int = try result.value
        #expect(count == 5)
    }

    @Test func singlePartialMatchResolves() async throws {
        let result = try await status.makeIntent(event: "solar flare").run()
        #expect(try result.value.rawValue == "cancelled")
    }

    @Test func ambiguousStringNeedsAChoice() async throws {
        let error = await #expect(throws: IntentPerformError.self) {
            try await status.makeIntent(event: "Launch Window").run()
        }
        #expect(error?.kind == .promptUnanswered)
        #expect(
            error?.message
                == #"EventStatusIntent asked "Which event do you mean by "Launch Window": "Launch Window Review Prep", "Launch Window Review"?" and the test scripted no answer; answer it with run(prompts: .choosing(title: <title>, for: "event"))"#
        )
    }

    @Test func ambiguousStringWithScriptedChoice() async throws {
        let byTitle = try await status.makeIntent(event: "Launch Window").run(prompts: .choosing(title: "Launch Window Review", for: "event"))
        #expect(try byTitle.value.rawValue == "tentative")
        let byIndex = try await status.makeIntent(event: "Launch Window").run(prompts: .choosing(0, for: "event"))
        #expect(byIndex.value == nil)  // "Launch Window Review Prep" has no status
    }

    @Test func sessionWideAnswersApplyToEveryRun() async throws {
        CometCal.definitions.session.promptAnswers = .choosing(title: "Launch Window Review", for: "event")
        let result = try await status.makeIntent(event: "Launch Window").run()
        #expect(try result.value.rawValue == "tentative")
    }

    @Test func noMatchNamesTheStringAndType() async throws {
        let error = await #expect(throws: IntentRequestError.self) {
            try await status.makeIntent(event: "Supernova Viewing Party").run()
        }
        #expect(error?.kind == "noMatch")
        #expect(error?.message.hasPrefix(#"parameter "event" of EventStatusIntent: no EventEntity matches "Supernova Viewing Party""#) == true)
    }

    @Test func enumParameterTakesRawValueTitleOrCase() async throws {
        let create = CometCal.definitions.intents["CreateCalendarIntent"]
        let byRaw = try await create.makeIntent(name: "A", color: "green").run()
        let byTitle = try await create.makeIntent(name: "B", color: "Purple").run()
        let byCase = try await create.makeIntent(name: "C", color: CometCal.definitions.enums["CalendarColor"].makeCase("orange")).run()
        #expect(try byRaw.value.color.rawValue == "green")
        #expect(try byTitle.value.color.rawValue == "purple")
        #expect(try byCase.value.color.rawValue == "orange")
    }

    @Test func referenceMadeWithoutTheAppResolvesInTheApp() async throws {
        let seeded = try await CometCal.event(titled: "Solar Flare Drill")
        let reference = CometCal.events.makeReference(identifier: seeded.identifier.instanceIdentifier)
        #expect(reference.isReference)
        #expect(reference.title == nil)
        // The seed: a reference's other properties "read as nil until the app resolves it". A typed optional read
        // is nil; a non-optional one cannot be, and throws saying why.
        let optionalTitle: String? = try reference.title
        #expect(optionalTitle == nil)
        let optionalCount: Int? = try reference.attendeeCount
        #expect(optionalCount == nil)
        #expect {
            let _: String = try reference.title
        } throws: { error in
            (error as? IntentValueError)?.kind == .unresolvedReference
        }
        let result = try await status.makeIntent(event: reference).run()
        #expect(try result.value.rawValue == "cancelled")
        let found = try await CometCal.events.entities(identifiers: [reference.identifier])
        #expect(try found.map { try $0.title } == ["Solar Flare Drill"])
    }
}
