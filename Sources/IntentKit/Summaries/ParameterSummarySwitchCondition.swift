import IntentWire

/// A summary chosen by a parameter's value, case by case; write it as `Switch(…)`.
///
/// ```swift
/// Switch(\.$span) {
///     Case(.thisEvent) { Summary("Delete \(\.$event)") }
///     Case(.futureEvents) { Summary("Delete \(\.$event) and later events") }
///     DefaultCase { Summary("Delete \(\.$event) (\(\.$span))") }
/// }
/// ```
///
/// Its type parameters are constrained on its initializer, not on the type: see ``IntentParameterSummary``.
public struct ParameterSummarySwitchCondition<Intent, Value>: ParameterSummary, ParameterSummaryContent {
    let parameter: String
    let cases: [SwitchCaseEntry]

    /// Chooses among the cases by the parameter's value.
    public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> [SwitchCaseEntry])
    where Intent: AppIntent, Value: IntentValueCodable {
        self.parameter = SummaryParameterName.of(keyPath)
        self.cases = builder()
    }

    var summaryDescriptor: ParameterSummaryDescriptor? {
        let matched = cases.compactMap { entry in entry.values.map { ParameterSummaryCase(values: $0, summary: entry.summary) } }
        return .switchOn(parameter: parameter, cases: matched, defaultCase: cases.first { $0.values == nil }?.summary)
    }
}

/// One case of a summary `Switch` as IntentKit keeps it: the values it matches (`nil` for the default) and its summary.
public struct SwitchCaseEntry: Sendable {
    let values: [IntentValue]?
    let summary: ParameterSummaryDescriptor
}

/// One case of a summary `Switch`; write it as `Case(value) { Summary(…) }`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: IntentValueCodable, Content: ParameterSummary> {
    let entry: SwitchCaseEntry

    /// A case matching one value.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ summary: () -> Content) {
        entry = SwitchCaseEntry(values: [value.intentValue], summary: Self.descriptor(summary()))
    }

    /// A case matching any of several values.
    public init(_ values: [Value], @ParameterSummaryBuilder<Intent> _ summary: () -> Content) {
        entry = SwitchCaseEntry(values: values.map(\.intentValue), summary: Self.descriptor(summary()))
    }

    static func descriptor(_ content: Content) -> ParameterSummaryDescriptor {
        (content as? any ParameterSummaryContent)?.summaryDescriptor ?? .summary(format: "", table: [])
    }
}

/// The case of a summary `Switch` for any other value; write it as `DefaultCase { Summary(…) }`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Value: IntentValueCodable, Content: ParameterSummary> {
    let entry: SwitchCaseEntry

    /// The default case.
    public init(@ParameterSummaryBuilder<Intent> _ summary: () -> Content) {
        entry = SwitchCaseEntry(values: nil, summary: ParameterSummaryCaseCondition<Intent, Value, Content>.descriptor(summary()))
    }
}

/// Builds the cases of a summary `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: IntentValueCodable> {
    /// The cases, in order.
    public static func buildBlock(_ entries: SwitchCaseEntry...) -> [SwitchCaseEntry] { entries }
    /// A case.
    public static func buildExpression<Content>(_ condition: ParameterSummaryCaseCondition<Intent, Value, Content>) -> SwitchCaseEntry { condition.entry }
    /// The default case.
    public static func buildExpression<Content>(_ condition: ParameterSummaryDefaultCaseCondition<Intent, Value, Content>) -> SwitchCaseEntry { condition.entry }
}
