import IntentWire

/// A switch in a snippet that runs an intent when pressed, as SwiftUI's `Toggle(isOn:intent:)` in a widget or snippet.
///
/// ```swift
/// Toggle(isOn: event.isAllDay, intent: SetAllDayIntent(event: event, value: !event.isAllDay)) {
///     Text("All day")
/// }
/// ```
/// The toggle shows its state; pressing it runs the intent. When the intent is a ``SetValueIntent`` of `Bool`, its
/// `value` is set to the state the toggle moves to (`!isOn`), as the system does for a control's toggle.
public struct Toggle: SnippetView {
    /// None: one of IntentKit's own views.
    public typealias Body = Never

    let title: String
    let isOn: Bool
    let intent: RunIntentRequest

    /// Creates a toggle whose title is a view's text.
    public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @SnippetViewBuilder label: () -> SnippetGroup) {
        self.title = label().children.flatMap(\.textLines).joined(separator: " ")
        self.isOn = isOn
        self.intent = Self.request(for: intent, turningOn: !isOn)
    }

    /// Creates a toggle titled with text.
    public init<Intent: AppIntent>(_ title: LocalizedStringResource, isOn: Bool, intent: Intent) {
        self.title = title.text
        self.isOn = isOn
        self.intent = Self.request(for: intent, turningOn: !isOn)
    }

    /// Creates a toggle titled with text as it is (`Toggle(setting.name, isOn: …, intent: …)`).
    public init<S: StringProtocol, Intent: AppIntent>(_ title: S, isOn: Bool, intent: Intent) {
        self.title = String(title)
        self.isOn = isOn
        self.intent = Self.request(for: intent, turningOn: !isOn)
    }

    /// `{"toggle": {"title": …, "isOn": …, "intent": …}}`.
    public var snippetNode: SnippetNodeValue { .toggle(title: title, isOn: isOn, intent: intent) }

    /// The intent's run request; a `SetValueIntent` of `Bool` sets its value to the new state.
    static func request<Intent: AppIntent>(for intent: Intent, turningOn newState: Bool) -> RunIntentRequest {
        guard var setter = intent as? any SetValueIntent<Bool> else { return Button.request(for: intent) }
        setter.value = newState
        return Button.request(for: setter)
    }
}
