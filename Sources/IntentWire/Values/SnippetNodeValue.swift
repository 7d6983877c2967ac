/// A snippet's view as it crosses the wire: text, labels, stacks and buttons that run intents.
///
/// On the wire each node is an object with one key naming its kind:
/// `{"text":"Orbit Standup"}`, `{"label":{"title":"3 attendees","systemImage":"person.3"}}`,
/// `{"vstack":[…]}`, `{"hstack":[…]}`,
/// `{"button":{"title":"Delete","intent":{"intent":"DeleteEventIntent","parameters":{…}}}}`.
public indirect enum SnippetNodeValue: Sendable, Hashable, Codable {
    /// A line of text.
    case text(String)
    /// A title with a symbol.
    case label(title: String, systemImage: String?)
    /// Children stacked top to bottom.
    case vstack([SnippetNodeValue])
    /// Children side by side.
    case hstack([SnippetNodeValue])
    /// A button that runs an intent when pressed.
    case button(title: String, intent: RunIntentRequest)
    /// A switch, on or off, that runs an intent when pressed (SwiftUI's `Toggle(isOn:intent:)`).
    case toggle(title: String, isOn: Bool, intent: RunIntentRequest)

    private enum CodingKeys: String, CodingKey {
        case text, label, vstack, hstack, button, toggle
    }

    private enum DetailKeys: String, CodingKey {
        case title, systemImage, intent, isOn
    }

    /// Decodes a node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if container.contains(.label) {
            let label = try container.nestedContainer(keyedBy: DetailKeys.self, forKey: .label)
            self = .label(title: try label.decode(String.self, forKey: .title), systemImage: try label.decodeIfPresent(String.self, forKey: .systemImage))
        } else if let children = try container.decodeIfPresent([SnippetNodeValue].self, forKey: .vstack) {
            self = .vstack(children)
        } else if let children = try container.decodeIfPresent([SnippetNodeValue].self, forKey: .hstack) {
            self = .hstack(children)
        } else if container.contains(.button) {
            let button = try container.nestedContainer(keyedBy: DetailKeys.self, forKey: .button)
            self = .button(title: try button.decode(String.self, forKey: .title), intent: try button.decode(RunIntentRequest.self, forKey: .intent))
        } else if container.contains(.toggle) {
            let toggle = try container.nestedContainer(keyedBy: DetailKeys.self, forKey: .toggle)
            self = .toggle(
                title: try toggle.decode(String.self, forKey: .title), isOn: try toggle.decode(Bool.self, forKey: .isOn),
                intent: try toggle.decode(RunIntentRequest.self, forKey: .intent))
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a snippet node needs one of the keys text, label, vstack, hstack, button, toggle"))
        }
    }

    /// Encodes a node.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .label(let title, let systemImage):
            var label = container.nestedContainer(keyedBy: DetailKeys.self, forKey: .label)
            try label.encode(title, forKey: .title)
            try label.encodeIfPresent(systemImage, forKey: .systemImage)
        case .vstack(let children): try container.encode(children, forKey: .vstack)
        case .hstack(let children): try container.encode(children, forKey: .hstack)
        case .button(let title, let intent):
            var button = container.nestedContainer(keyedBy: DetailKeys.self, forKey: .button)
            try button.encode(title, forKey: .title)
            try button.encode(intent, forKey: .intent)
        case .toggle(let title, let isOn, let intent):
            var toggle = container.nestedContainer(keyedBy: DetailKeys.self, forKey: .toggle)
            try toggle.encode(title, forKey: .title)
            try toggle.encode(isOn, forKey: .isOn)
            try toggle.encode(intent, forKey: .intent)
        }
    }

    /// The view as lines of text: a vertical stack one line per child, a horizontal one joined by spaces, a button as
    /// `[Title]`, a toggle as `[x] Title` when on and `[ ] Title` when off.
    public var textLines: [String] {
        switch self {
        case .text(let text): [text]
        case .label(let title, _): [title]
        case .vstack(let children): children.flatMap(\.textLines)
        case .hstack(let children): [children.flatMap(\.textLines).joined(separator: "  ")]
        case .button(let title, _): ["[\(title)]"]
        case .toggle(let title, let isOn, _): ["[\(isOn ? "x" : " ")] \(title)"]
        }
    }

    /// Every control that runs an intent when pressed, buttons and toggles, in reading order.
    public var buttons: [(title: String, intent: RunIntentRequest)] {
        switch self {
        case .text, .label: []
        case .vstack(let children), .hstack(let children): children.flatMap(\.buttons)
        case .button(let title, let intent), .toggle(let title, _, let intent): [(title, intent)]
        }
    }

    /// Every toggle in the view, in reading order, with whether it is on.
    public var toggles: [(title: String, isOn: Bool)] {
        switch self {
        case .text, .label, .button: []
        case .vstack(let children), .hstack(let children): children.flatMap(\.toggles)
        case .toggle(let title, let isOn, _): [(title, isOn)]
        }
    }
}

/// A snippet as a result carries it: the snippet intent that renders it, and the view it rendered.
public struct SnippetValue: Sendable, Hashable, Codable {
    /// The snippet intent and its parameters, which `snippet/render` renders again; `nil` for a view the result built itself.
    public var intent: RunIntentRequest?
    /// The view it rendered.
    public var view: SnippetNodeValue

    /// Creates a snippet value.
    public init(intent: RunIntentRequest?, view: SnippetNodeValue) {
        self.intent = intent
        self.view = view
    }
}
