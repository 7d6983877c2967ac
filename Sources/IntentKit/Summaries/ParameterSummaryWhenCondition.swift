import IntentWire

/// A summary chosen by comparing a parameter's value; write it as `When(…)`.
///
/// ```swift
/// When(\.$isAllDay, .equalTo, true) {
///     Summary("Add all-day \(\.$title)")
/// } otherwise: {
///     Summary("Add \(\.$title) at \(\.$startDate)")
/// }
/// When(\.$location, .hasAnyValue) { Summary("Meet at \(\.$location)") } otherwise: { Summary("Meet") }
/// ```
///
/// Its type parameters are constrained on its initializers, not on the type: see ``IntentParameterSummary``.
public struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>: ParameterSummary,
    ParameterSummaryContent
{
    let parameter: String
    let comparison: String
    let values: [IntentValue]
    let then: WhenCondition
    let otherwise: Otherwise?

    /// Chooses a summary by whether the parameter equals a value (`.equalTo`, `.notEqualTo`).
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
        self.init(SummaryParameterName.of(keyPath), comparison.rawValue, [value.intentValue], when(), otherwise())
    }

    /// Chooses a summary by comparing the parameter with a value (`.lessThan`, `.greaterThanOrEqualTo`, …).
    public init<Value: Comparable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
        self.init(SummaryParameterName.of(keyPath), comparison.rawValue, [value.intentValue], when(), otherwise())
    }

    /// Chooses a summary by whether the parameter is one of several values (`.oneOf`, `.noneOf`).
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: OneOfComparisonOperator, _ values: [Value],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
        self.init(SummaryParameterName.of(keyPath), comparison.rawValue, values.map(\.intentValue), when(), otherwise())
    }

    /// Chooses a summary by whether the parameter has a value (`.hasAnyValue`, `.hasNoValue`).
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
        self.init(SummaryParameterName.of(keyPath), comparison.rawValue, [], when(), otherwise())
    }

    private init(_ parameter: String, _ comparison: String, _ values: [IntentValue], _ then: WhenCondition, _ otherwise: Otherwise?) {
        self.parameter = parameter
        self.comparison = comparison
        self.values = values
        self.then = then
        self.otherwise = otherwise
    }

    var summaryDescriptor: ParameterSummaryDescriptor? {
        guard let then = (then as? any ParameterSummaryContent)?.summaryDescriptor else { return nil }
        return .when(
            parameter: parameter, comparison: comparison, values: values, then: then,
            otherwise: (otherwise as? any ParameterSummaryContent)?.summaryDescriptor)
    }
}

extension ParameterSummaryWhenCondition where Otherwise == NoParameterSummary {
    /// Shows a summary only when the parameter equals a value.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition
    ) where Intent: AppIntent, WhenCondition: ParameterSummary {
        self.init(SummaryParameterName.of(keyPath), comparison.rawValue, [value.intentValue], when(), nil)
    }

    /// Shows a summary only when the parameter has, or has no, value.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition
    ) where Intent: AppIntent, WhenCondition: ParameterSummary {
        self.init(SummaryParameterName.of(keyPath), comparison.rawValue, [], when(), nil)
    }
}

/// Compares a parameter with a value for equality.
public enum EquatableComparisonOperator: String, Sendable {
    /// The parameter equals the value.
    case equalTo
    /// The parameter does not equal the value.
    case notEqualTo
}

/// Orders a parameter against a value.
public enum ComparableComparisonOperator: String, Sendable {
    /// The parameter is less than the value.
    case lessThan
    /// The parameter is at most the value.
    case lessThanOrEqualTo
    /// The parameter is greater than the value.
    case greaterThan
    /// The parameter is at least the value.
    case greaterThanOrEqualTo
}

/// Tests a parameter against a list of values.
public enum OneOfComparisonOperator: String, Sendable {
    /// The parameter is one of the values.
    case oneOf
    /// The parameter is none of the values.
    case noneOf
}

/// Tests whether a parameter has a value.
public enum HasValueComparisonOperator: String, Sendable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has no value.
    case hasNoValue
}
