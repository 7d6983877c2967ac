import Foundation
import IntentKitTesting
import Testing

/// The examples of the IntentKitTesting articles *Reading results and answering prompts* and *Errors, sessions and
/// isolation*, as written there, against CometCal: an article's example that stops working fails here.
@Suite(.isolatedApp("com.example.CometCal"))
struct ArticleExampleTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")

    init() async throws { try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run() }

    @Test func readAResultThenReadAndPressItsSnippet() async throws {
        let result = try await definitions.intents["FetchEventIntent"].makeIntent(title: "Crew Lunch").run()
        let title: String = try result.value.title
        #expect(title == "Crew Lunch at the Nebula Cafe")
        #expect(try result.value.title == "Crew Lunch at the Nebula Cafe")
        let misspelt = #expect(throws: IntentValueError.self) { let _: String = try result.value.titel }
        #expect(misspelt?.message.contains("did you mean \"title\"") == true, "\(String(describing: misspelt?.message))")

        let snippet = try #require(result.snippet)
        #expect(snippet.snippetIntent == "EventSummarySnippetIntent")
        #expect(snippet.text.hasPrefix("Crew Lunch at the Nebula Cafe\n"))
        #expect(snippet.buttons == ["Open", "Delete"])
        let again = try await snippet.render()
        #expect(again == snippet)
        let deleted = try await snippet.press("Delete")
        #expect(deleted.dialog?.full == "Deleted Crew Lunch at the Nebula Cafe.")

        let gone = await #expect(throws: IntentRequestError.self) {
            try await definitions.intents["DeleteEventIntent"].makeIntent(event: result.value).run()
        }
        #expect(gone?.kind == .unknownIdentifier)
    }

    @Test func answerPrompts() async throws {
        let status = definitions.intents["EventStatusIntent"]
        let chosen = try await status.makeIntent(event: "Launch Window").run(prompts: .choosing(title: "Launch Window Review", for: "event"))
        #expect(chosen.value != nil)
        let event = try #require(try await definitions.entities["EventEntity"].entities(matching: "Zero-G Yoga").first)
        let declined = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["DeleteEventIntent"].makeIntent(event: event).run(prompts: .declineConfirmations)
        }
        #expect(declined?.kind == .cancelled)
    }

    @Test func filterAndSortByProperties() async throws {
        let events = definitions.entities["EventEntity"]
        let deepSpace = try await events.entities(where: [.equalTo("calendar", "Deep Space")])
        #expect(deepSpace.count == 5)
        let launches = try await events.entities(where: [.contains("title", "launch")], sortedBy: [.ascending("startDate")], limit: 3)
        #expect(try launches.map { try $0.title as String } == ["Launch Window Review Prep", "Launch Window Review"])
        let undecided = try await events.entities(where: [.equalTo("status", nil)])
        #expect(undecided.count == 2)
        let either = try await events.entities(where: [.hasPrefix("title", "comet"), .hasSuffix("title", "drill")], mode: .or)
        #expect(Set(try either.map { try $0.title as String }) == ["Comet Watch Night", "Solar Flare Drill"])
    }

    @Test func lookAtTheScreen() async throws {
        let event = try #require(try await definitions.entities["EventEntity"].entities(matching: "Zero-G Yoga").first)
        let app = HeadlessApplication(bundleIdentifier: "com.example.CometCal")
        try await definitions.intents["OpenEventIntent"].makeIntent(target: event).run()
        #expect(try await app.screen().screen == "EventDetailView")
        #expect(app.staticTexts["Zero-G Yoga"].waitForExistence(timeout: 5))
    }

    @Test func assertOnAnError() async throws {
        let error = await #expect(throws: IntentRequestError.self) {
            try await definitions.intents["CreateEventIntent"].makeIntent(title: "x", startDate: Date(), calendar: "Deep Spce").run()
        }
        #expect(error?.kind == .noMatch)
        #expect(error?.suggestions == ["Deep Space"])
    }
}
