import IntentWire
import Synchronization

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
///
/// A summary names its parameters by key path, often a dozen times; each intent type is made and reflected
/// once (an intent with many parameters took tens of microseconds to make, at every start-up), and its
/// parameters' names kept by the identity of their storage, which a key path reaches in that instance.
enum SummaryParameterName {
    private struct Prototype: Sendable {
        let intent: any AppIntent
        let names: [ObjectIdentifier: String]
    }

    private static let prototypes = Mutex<[ObjectIdentifier: Prototype]>([:])

    static func of<Intent: AppIntent, Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String {
        let key = ObjectIdentifier(Intent.self)
        let prototype =
            prototypes.withLock { $0[key] }
            ?? {
                let intent = Intent()
                let names = ParameterReflection.parameters(of: intent).map { ($0.parameter.storageIdentity, $0.name) }
                let made = Prototype(intent: intent, names: Dictionary(names, uniquingKeysWith: { first, _ in first }))
                prototypes.withLock { $0[key] = made }
                return made
            }()
        guard let intent = prototype.intent as? Intent else { return "?" }
        return prototype.names[intent[keyPath: keyPath].storageIdentity] ?? "?"
    }
}
