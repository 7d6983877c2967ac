import IntentWire

/// An intent that renders a snippet: its `perform()` returns `.result(view: …)` and must change nothing.
///
/// ```swift
/// struct EventSummarySnippetIntent: SnippetIntent {
///     static let title: LocalizedStringResource = "Event Summary"
///     @Parameter(title: "Event") var event: EventEntity
///     func perform() async throws -> some IntentResult & ShowsSnippetView {
///         .result(view: VStack { Text("\(event.title)") })
///     }
/// }
/// ```
/// Another intent shows it with `.result(snippetIntent: EventSummarySnippetIntent(event: event))`;
/// tests render it again with `snippet.render()`. When the app's store
/// (its search index source) changes while a snippet renders, IntentKit
/// reports it as an error: a snippet must be free of side effects.
public protocol SnippetIntent: AppIntent {}

/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}

/// A result that shows the snippet a snippet intent renders.
public protocol ShowsSnippetIntent: IntentResult {}

extension IntentResultContainer: ShowsSnippetView, ShowsSnippetIntent {}

extension IntentResult {
    /// A result that shows a view.
    public static func result(dialog: IntentDialog? = nil, view: some SnippetView) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, snippet: .view(view.snippetNode))
    }

    /// A result with a value that shows a view.
    public static func result<Value: IntentValueCodable>(value: Value, dialog: IntentDialog? = nil, view: some SnippetView) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, snippet: .view(view.snippetNode))
    }

    /// A result that shows the snippet a snippet intent renders.
    public static func result<Snippet: SnippetIntent>(dialog: IntentDialog? = nil, snippetIntent: Snippet) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, snippet: .intent(snippetIntent))
    }

    /// A result with a value that shows the snippet a snippet intent renders.
    public static func result<Value: IntentValueCodable, Snippet: SnippetIntent>(value: Value, dialog: IntentDialog? = nil, snippetIntent: Snippet) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, snippet: .intent(snippetIntent))
    }
}

/// What a result shows: a view it built, or a snippet intent to render.
enum ResultSnippet: Sendable {
    case view(SnippetNodeValue)
    case intent(any SnippetIntent)
}
