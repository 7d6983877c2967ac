import IntentKitClient
import IntentWire

/// A snippet a result shows: its view as text and as a tree, its buttons, and the snippet intent that renders it.
///
/// ```swift
/// let result = try await definitions.intents["ShowEventSummaryIntent"].makeIntent(event: event).run()
/// let snippet = try #require(result.snippet)
/// #expect(snippet.text.contains("Zero-G Yoga"))
/// #expect(snippet.buttons == ["Open", "Delete"])
/// try await snippet.press("Delete")
/// let again = try await snippet.render()
/// ```
public struct Snippet: Sendable, Equatable {
    /// The view, as a tree of text, labels, stacks and buttons.
    public let view: SnippetNode
    /// The snippet intent that rendered it, when there is one (a view a result built itself has none).
    public let snippetIntent: String?
    let request: RunIntentRequest?
    let bundleIdentifier: String

    init(_ value: SnippetValue, bundleIdentifier: String) {
        self.init(view: value.view, request: value.intent, bundleIdentifier: bundleIdentifier)
    }

    init(view: SnippetNodeValue, request: RunIntentRequest?, bundleIdentifier: String) {
        self.view = view
        self.request = request
        self.snippetIntent = request?.intent
        self.bundleIdentifier = bundleIdentifier
    }

    /// The view as text: one line per row, buttons as `[Title]`.
    public var text: String { view.textLines.joined(separator: "\n") }

    /// The titles of the view's buttons and toggles, in reading order: what ``press(_:prompts:)`` can press.
    public var buttons: [String] { view.buttons.map(\.title) }

    /// The view's toggles by title, each with whether it is on (`Toggle(isOn:intent:)` in the app's view).
    public var toggles: [String: Bool] { Dictionary(view.toggles.map { ($0.title, $0.isOn) }, uniquingKeysWith: { first, _ in first }) }

    /// Presses a button or a toggle: runs the intent it holds, with the parameters it was built with.
    /// - Throws: ``IntentValueError`` when no button has the title; otherwise what the intent's run throws.
    @discardableResult
    public func press(_ title: String, prompts: PromptAnswers? = nil) async throws -> ResolvedIntentResult {
        guard let button = view.buttons.first(where: { $0.title == title }) else {
            throw IntentValueError(
                kind: .noValue, message: "the snippet has no button \"\(title)\"; its buttons are " + (buttons.isEmpty ? "none" : buttons.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        let session = AppSession.resolve(for: bundleIdentifier)
        let response = try await session.run(button.intent.intent, parameters: button.intent.parameters, answers: prompts)
        return ResolvedIntentResult(response: response, bundleIdentifier: bundleIdentifier)
    }

    /// Renders the snippet again from its snippet intent; the app reports an error if rendering changed its data.
    /// - Throws: ``IntentValueError`` when the snippet came from a view the result built itself, which cannot be rendered again.
    public func render() async throws -> Snippet {
        guard let request else {
            throw IntentValueError(kind: .noValue, message: "this snippet is a view its result built, not a snippet intent; run the intent again instead")
        }
        let view = try await AppSession.resolve(for: bundleIdentifier).renderSnippet(request)
        return Snippet(view: view, request: request, bundleIdentifier: bundleIdentifier)
    }
}
