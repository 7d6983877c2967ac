import IntentWire

/// A snippet intent that renders an empty view: `.result(snippetIntent: EmptySnippetIntent())` shows no snippet content.
///
/// It needs no registration: the app renders it in place, and the test side sees an empty view with no snippet
/// intent to render again.
public struct EmptySnippetIntent: SnippetIntent {
    /// "Empty Snippet".
    public static let title: LocalizedStringResource = "Empty Snippet"

    /// Creates the intent.
    public init() {}

    /// An empty view.
    public func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: VStack {})
    }
}
