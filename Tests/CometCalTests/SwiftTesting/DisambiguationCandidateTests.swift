import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting

/// A disambiguation left unanswered fails naming its candidates, whatever the question asks: with the app's own
/// words (`requestDisambiguationDialog:`, `requestDisambiguation(among:dialog:)`) the question no longer lists them.
@Suite struct DisambiguationCandidateTests {
    @Test func aParameterWithItsOwnQuestionListsTheCandidates() async throws {
        try await TestSessions.with { _, definitions in
            let error = await #expect(throws: IntentPerformError.self) { try await definitions.intents["LoadCrateIntent"].makeIntent(crate: "Crate").run() }
            #expect(error?.kind == .promptUnanswered)
            #expect(
                error?.message
                    == #"LoadCrateIntent asked "Which crate goes in the airlock?" and the test scripted no answer; answer it with run(prompts: .choosing(title: <title>, for: "crate")); the candidates are "Crate c1", "Crate c2", "Crate c3""#,
                "\(String(describing: error?.message))")
            let chosen: String = try await definitions.intents["LoadCrateIntent"].makeIntent(crate: "Crate").run(prompts: .choosing(title: "Crate c2", for: "crate")).value
            #expect(chosen == "c2")
        }
    }

    @Test func aRequestedDisambiguationWithItsOwnQuestionListsTheCandidates() async throws {
        try await TestSessions.with { _, definitions in
            let error = await #expect(throws: IntentPerformError.self) { try await definitions.intents["TagCrateIntent"].makeIntent(tag: "urgent").run() }
            #expect(
                error?.message
                    == #"TagCrateIntent asked "Which tag?" and the test scripted no answer; answer it with run(prompts: .choosing(title: <title>, for: "tag")); the candidates are "fragile", "heavy""#,
                "\(String(describing: error?.message))")
        }
    }
}
