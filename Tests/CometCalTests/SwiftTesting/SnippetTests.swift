import Foundation
import IntentKitTesting
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// Snippets: rendered as text and as a tree, rendered again without changing anything, and their buttons pressed.
@Suite(.isolatedApp("com.example.CometCal"))
struct SnippetTests {
    let definitions = CometCal.definitions

    init() async throws { try await CometCal.seed() }

    private func lunchSnippet() async throws -> Snippet {
        let result = try await definitions.intents["FetchEventIntent"].makeIntent(title: "Crew Lunch").run()
        #expect(try result.value.title == "Crew Lunch at the Nebula Cafe")
        return try #require(result.snippet)
    }

    @Test func aSnippetReadsAsTextAndAsATree() async throws {
        let snippet = try await lunchSnippet()
        #expect(snippet.snippetIntent == "EventSummarySnippetIntent")
        let lines = snippet.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "Crew Lunch at the Nebula Cafe")
        #expect(lines[1].hasSuffix(" · Mission Control"))
        #expect(Array(lines[2...]) == ["Nebula Cafe", "3 attendees", "[Open]  [Delete]"])
        #expect(snippet.buttons == ["Open", "Delete"])
        guard case .vstack(let rows) = snippet.view else {
            Issue.record("the snippet is not a vertical stack: \(snippet.view)")
            return
        }
        #expect(rows.first == .text("Crew Lunch at the Nebula Cafe"))
        #expect(rows[2] == .label(title: "Nebula Cafe", systemImage: "mappin"))
        guard case .hstack(let buttons) = rows.last, case .button(let title, let intent) = buttons.last else {
            Issue.record("the last row is not the buttons: \(String(describing: rows.last))")
            return
        }
        #expect(title == "Delete")
        #expect(intent.intent == "DeleteEventIntent")
        #expect(intent.parameters["span"] == .enumCase(EnumValue(typeIdentifier: "EventSpan", rawValue: "thisEvent")))
    }

    @Test func renderingAgainChangesNothing() async throws {
        let snippet = try await lunchSnippet()
        let before = try await CometCal.events.allEntities()
        let again = try await snippet.render()
        let twice = try await again.render()
        #expect(again == snippet)
        #expect(twice.text == snippet.text)
        #expect(try await CometCal.events.allEntities() == before)
    }

    @Test func pressingAButtonRunsItsIntent() async throws {
        let snippet = try await lunchSnippet()
        try await snippet.press("Open")
        #expect(try await HeadlessApplication(bundleIdentifier: CometCal.bundleIdentifier).screen().screen == "EventDetailView")
        let deleted = try await snippet.press("Delete")
        #expect(deleted.dialog?.full == "Deleted Crew Lunch at the Nebula Cafe.")
        #expect(try await !CometCal.eventTitles().contains("Crew Lunch at the Nebula Cafe"))
        let missing = await #expect(throws: IntentValueError.self) { try await snippet.press("Share") }
        #expect(missing?.message == #"the snippet has no button "Share"; its buttons are "Open", "Delete""#)
    }

    @Test func aSnippetThatChangesDataIsReported() async throws {
        try await TestSessions.with { _, definitions in
            let error = await #expect(throws: IntentPerformError.self) { try await definitions.intents["ShowLeakySnippetIntent"].makeIntent().run() }
            #expect(error?.kind == .threw)
            #expect(error?.message == "LeakySnippetIntent changed the app's data while rendering (generation 0 → 1); a snippet must not change anything")
        }
    }
}
