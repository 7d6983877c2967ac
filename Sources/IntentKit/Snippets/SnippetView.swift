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
/// A view of the app's own gives a `body` made of these, as a SwiftUI view does (where SwiftUI is missing, `View`
/// names this protocol, so such a view compiles as written):
/// ```swift
/// struct EventCard: View {
///     let title: String
///     var body: some View {
///         Text(title)
///         Label("Tomorrow", systemImage: "calendar")
///     }
/// }
/// ```
public protocol SnippetView: Sendable {
    /// The type of the view's content.
    associatedtype Body: SnippetView
    /// The view's content, for a view made of other views; IntentKit's own views have none.
    @SnippetViewBuilder var body: Body { get }
    /// The view as it crosses the wire; made from ``body`` unless the view is one of IntentKit's own.
    var snippetNode: SnippetNodeValue { get }
}

extension SnippetView {
    /// The view's content as it crosses the wire.
    public var snippetNode: SnippetNodeValue { body.snippetNode }
}

extension SnippetView where Body == Never {
    /// None: one of IntentKit's own views, which have no content of other views.
    public var body: Never { fatalError("\(Self.self) is one of IntentKit's own views and has no body") }
}

extension Never: SnippetView {
    /// None.
    public typealias Body = Never
    /// None.
    public var snippetNode: SnippetNodeValue { fatalError("Never is not a view") }
}

/// The content of a view's `body`: the views it lists, one above the other when there are several.
public struct SnippetGroup: SnippetView {
    let children: [SnippetNodeValue]

    /// None: a group is one of IntentKit's own views.
    public typealias Body = Never

    /// The one view, or the views one above the other.
    public var snippetNode: SnippetNodeValue { children.count == 1 ? children[0] : .vstack(children) }
}

/// Builds a view's `body`, a stack's children or a button's label: the views it lists, in order.
@resultBuilder
public enum SnippetViewBuilder {
    /// The views, in order.
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
    /// The views as one.
    public static func buildFinalResult(_ components: [SnippetNodeValue]) -> SnippetGroup { SnippetGroup(children: components) }
}

#if os(Linux) || !canImport(SwiftUI)
    /// SwiftUI's name for a view, where SwiftUI is missing: a snippet view of the app's own, with a `body`.
    public typealias View = SnippetView
    /// SwiftUI's name for the builder of a view's content, where SwiftUI is missing.
    public typealias ViewBuilder = SnippetViewBuilder
#endif
