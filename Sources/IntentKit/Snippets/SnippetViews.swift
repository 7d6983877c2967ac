import IntentWire

/// A line of text in a snippet.
public struct Text: SnippetView {
    /// None: one of IntentKit's own views.
    public typealias Body = Never

    /// The text.
    public var content: LocalizedStringResource

    /// Creates a line of text.
    public init(_ content: LocalizedStringResource) { self.content = content }

    /// Creates a line of text from a string, shown as it is.
    public init<S: StringProtocol>(_ content: S) { self.content = LocalizedStringResource(stringLiteral: String(content)) }

    /// `{"text": …}`.
    public var snippetNode: SnippetNodeValue { .text(content.text) }
}

/// A title with a symbol in a snippet.
public struct Label: SnippetView {
    /// None: one of IntentKit's own views.
    public typealias Body = Never

    /// The title.
    public var title: LocalizedStringResource
    /// The symbol's name.
    public var systemImage: String

    /// Creates a label.
    public init(_ title: LocalizedStringResource, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    /// Creates a label from text as it is, as SwiftUI's does (`Label(event.title, systemImage: "calendar")`).
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = LocalizedStringResource(stringLiteral: String(title))
        self.systemImage = systemImage
    }

    /// `{"label": …}`.
    public var snippetNode: SnippetNodeValue { .label(title: title.text, systemImage: systemImage) }
}

/// Views stacked top to bottom in a snippet.
public struct VStack: SnippetView {
    /// None: one of IntentKit's own views.
    public typealias Body = Never

    let children: [SnippetNodeValue]

    /// Creates a vertical stack; alignment and spacing are accepted for source compatibility and not drawn.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @SnippetViewBuilder content: () -> SnippetGroup) {
        children = content().children
    }

    /// `{"vstack": […]}`.
    public var snippetNode: SnippetNodeValue { .vstack(children) }
}

/// Views side by side in a snippet.
public struct HStack: SnippetView {
    /// None: one of IntentKit's own views.
    public typealias Body = Never

    let children: [SnippetNodeValue]

    /// Creates a horizontal stack; alignment and spacing are accepted for source compatibility and not drawn.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @SnippetViewBuilder content: () -> SnippetGroup) {
        children = content().children
    }

    /// `{"hstack": […]}`.
    public var snippetNode: SnippetNodeValue { .hstack(children) }
}

/// A button in a snippet that runs an intent when pressed.
public struct Button: SnippetView {
    /// None: one of IntentKit's own views.
    public typealias Body = Never

    let title: String
    let intent: RunIntentRequest

    /// Creates a button titled with text.
    public init<Intent: AppIntent>(_ title: LocalizedStringResource, intent: Intent) {
        self.title = title.text
        self.intent = Self.request(for: intent)
    }

    /// Creates a button whose title is a view's text (`Button(intent: X()) { Text("Go") }`).
    public init<Intent: AppIntent>(intent: Intent, @SnippetViewBuilder label: () -> SnippetGroup) {
        self.title = label().children.flatMap(\.textLines).joined(separator: " ")
        self.intent = Self.request(for: intent)
    }

    /// `{"button": …}`.
    public var snippetNode: SnippetNodeValue { .button(title: title, intent: intent) }

    /// The intent with the parameters it was built with, as a run request.
    static func request<Intent: AppIntent>(for intent: Intent) -> RunIntentRequest {
        var parameters: [String: IntentValue] = [:]
        for (name, parameter) in ParameterReflection.parameters(of: intent) where parameter.isSet {
            parameters[name] = parameter.currentIntentValue
        }
        return RunIntentRequest(intent: Intent.typeIdentifier, parameters: parameters)
    }
}

/// How a vertical stack aligns its children; accepted for source compatibility.
public enum HorizontalAlignment: Sendable {
    /// Leading edges.
    case leading
    /// Centres.
    case center
    /// Trailing edges.
    case trailing
}

/// How a horizontal stack aligns its children; accepted for source compatibility.
public enum VerticalAlignment: Sendable {
    /// Top edges.
    case top
    /// Centres.
    case center
    /// Bottom edges.
    case bottom
}
