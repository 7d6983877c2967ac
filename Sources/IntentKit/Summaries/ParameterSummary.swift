import IntentWire

/// How Shortcuts shows an intent: a sentence with the intent's parameters in it, possibly chosen by a condition.
///
/// Declare one with the intent's ``AppIntent/parameterSummary``, built from
/// `Summary`, `When` and `Switch`:
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$isAllDay, .equalTo, true) {
///         Summary("Add all-day \(\.$title) on \(\.$startDate)")
///     } otherwise: {
///         Summary("Add \(\.$title) at \(\.$startDate)") { \.$notes }
///     }
/// }
/// ```
public protocol ParameterSummary {}

/// What IntentKit reads from every summary type: its metadata.
protocol ParameterSummaryContent {
    var summaryDescriptor: ParameterSummaryDescriptor? { get }
}

/// The summary of an intent that declares none.
public struct NoParameterSummary: ParameterSummary, ParameterSummaryContent {
    /// Creates an empty summary.
    public init() {}
    var summaryDescriptor: ParameterSummaryDescriptor? { nil }
}

/// Builds an intent's parameter summary from one `Summary`, `When` or `Switch`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// The one summary.
    public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
    /// A summary expression.
    public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}

extension AppIntent {
    /// A sentence with the intent's parameters in it: `Summary("Add \(\.$title) to \(\.$calendar)")`.
    public typealias Summary = IntentParameterSummary<Self>
    /// A summary chosen by comparing a parameter's value.
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
    /// A summary chosen by a parameter's value, case by case.
    public typealias Switch<Value: IntentValueCodable> = ParameterSummarySwitchCondition<Self, Value>
    /// One case of a `Switch`.
    public typealias Case<Value: IntentValueCodable, Content: ParameterSummary> = ParameterSummaryCaseCondition<Self, Value, Content>
    /// The case of a `Switch` for any other value.
    public typealias DefaultCase<Value: IntentValueCodable, Content: ParameterSummary> = ParameterSummaryDefaultCaseCondition<Self, Value, Content>

    /// The parameter summary as metadata, or `nil` when the intent declares none.
    static var summaryDescriptor: ParameterSummaryDescriptor? {
        (parameterSummary as? any ParameterSummaryContent)?.summaryDescriptor
    }
}

/// The property name of the parameter a key path such as `\.$title` leads to.
enum SummaryParameterName {
    static func of<Intent: AppIntent, Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String {
        ParameterReflection.name(of: keyPath, in: Intent()) ?? "?"
    }
}
