import IntentWire

/// Something a snippet shows: text, a label, a stack of views, or a button that runs an intent.
///
/// There is no SwiftUI here: a snippet's view is a small tree that tests read
/// as text and as a tree, and whose buttons they press. Build it with
/// ``VStack``, ``HStack``, ``Text``, ``Label`` and ``Button``:
/// ```swift
/// VStack {
///     Text("\(event.title)")
///     Label("\(event.attendees.count) attendees", systemImage: "person.3")
///     Button("Delete", intent: DeleteEventIntent(event: event))
/// }
/// ```
public protocol SnippetView: Sendable {
    /// The view as it crosses the wire.
    var snippetNode: SnippetNodeValue { get }
}

/// Builds the children of a stack.
@resultBuilder
public enum SnippetViewBuilder {
    /// The children, in order.
    public static func buildBlock(_ components: [SnippetNodeValue]...) -> [SnippetNodeValue] { components.flatMap { $0 } }
    /// One view.
    public static func buildExpression(_ view: some SnippetView) -> [SnippetNodeValue] { [view.snippetNode] }
    /// Views shown when a condition holds.
    public static func buildOptional(_ components: [SnippetNodeValue]?) -> [SnippetNodeValue] { components ?? [] }
    /// Views from the first branch of a condition.
    public static func buildEither(first components: [SnippetNodeValue]) -> [SnippetNodeValue] { components }
    /// Views from the second branch of a condition.
    public static func buildEither(second components: [SnippetNodeValue]) -> [SnippetNodeValue] { components }
    /// Views from a loop.
    public static func buildArray(_ components: [[SnippetNodeValue]]) -> [SnippetNodeValue] { components.flatMap { $0 } }
}
