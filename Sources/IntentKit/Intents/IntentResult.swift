import IntentWire

/// What an intent's `perform()` returns: nothing, a value, a dialog, or a value and a dialog.
///
/// Build one with the static factories, which read naturally after `return`:
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<Int> {
///     .result(value: count, dialog: "You have \(count) events.")
/// }
/// ```
public protocol IntentResult: Sendable {}

/// A result that carries a value of a known type.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value.
    associatedtype Value
}

/// A result that carries a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent, which the app performs next: `.result(opensIntent: OpenEventIntent(target: event))`.
public protocol OpensIntent: IntentResult {}

/// The concrete result every factory builds; apps name it only through `some IntentResult`.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, OpensIntent {
    let value: Value?
    let dialog: IntentDialog?
    let opened: (any AppIntent)?
    let snippet: ResultSnippet?

    init(value: Value?, dialog: IntentDialog?, opened: (any AppIntent)? = nil, snippet: ResultSnippet? = nil) {
        self.value = value
        self.dialog = dialog
        self.opened = opened
        self.snippet = snippet
    }
}

extension IntentResult {
    /// A result with no value and no dialog.
    public static func result() -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result with a dialog and no value.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result with a value.
    public static func result<Value: IntentValueCodable>(value: Value) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil)
    }

    /// A result with a value and a dialog.
    public static func result<Value: IntentValueCodable>(value: Value, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    /// A result that opens another intent, with an optional dialog.
    public static func result<Opened: AppIntent>(opensIntent: Opened, dialog: IntentDialog? = nil) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opened: opensIntent)
    }

    /// A result with a value that opens another intent, with an optional dialog.
    public static func result<Value: IntentValueCodable, Opened: AppIntent>(value: Value, opensIntent: Opened, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, opened: opensIntent)
    }
}

/// How the server reads any result container.
protocol WireIntentResult {
    static var resultValueType: ValueType? { get }
    var wireResponse: RunIntentResponse { get }
    /// The intent the result opens, if any.
    var openedIntent: (any AppIntent)? { get }
    /// The result's dialog text, if any.
    var dialogText: String? { get }
    /// What the result shows, if anything.
    var resultSnippet: ResultSnippet? { get }
}

extension IntentResultContainer: WireIntentResult {
    static var resultValueType: ValueType? { (Value.self as? any IntentValueCodable.Type)?.valueType }

    var wireResponse: RunIntentResponse {
        let wireValue: IntentValue? = Self.resultValueType == nil ? nil : ((value as? any IntentValueCodable)?.intentValue ?? .null)
        return RunIntentResponse(value: wireValue, dialog: dialog?.wireValue)
    }

    var openedIntent: (any AppIntent)? { opened }
    var dialogText: String? { dialog?.fullText }
    var resultSnippet: ResultSnippet? { snippet }
}
