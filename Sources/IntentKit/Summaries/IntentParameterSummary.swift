import IntentWire

/// A summary sentence with the intent's parameters in it, and the parameters listed under it.
///
/// Write it as `Summary(…)` inside an intent's ``AppIntent/parameterSummary``:
/// ```swift
/// Summary("Move \(\.$event) to \(\.$calendar)") {
///     \.$notifyAttendees
/// }
/// ```
///
/// `Intent` is not constrained on the type itself, only on its initializers: the type of an intent's
/// `parameterSummary` is looked up by name at run time, and a requirement on the type made the runtime check the
/// intent's conformance to `AppIntent` by scanning every conformance record in the program (about 6,000), once
/// per intent, at every launch.
public struct IntentParameterSummary<Intent>: ParameterSummary, ParameterSummaryContent {
    let format: ParameterSummaryString<Intent>
    let table: [String]

    /// Creates a summary from a sentence.
    public init(_ format: ParameterSummaryString<Intent>) where Intent: AppIntent {
        self.format = format
        self.table = []
    }

    /// Creates a summary from a sentence and the parameters listed under it.
    public init(_ format: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> [String]) where Intent: AppIntent {
        self.format = format
        self.table = table()
    }

    /// Creates a summary with no sentence, only the parameters listed (`Summary { \.$goal; \.$minutes }`); its
    /// format in the metadata is empty.
    public init(@ParameterSummaryTableBuilder<Intent> table: () -> [String]) where Intent: AppIntent {
        self.format = ""
        self.table = table()
    }

    var summaryDescriptor: ParameterSummaryDescriptor? { .summary(format: format.format, table: table) }
}

/// A summary sentence: literal text with parameters interpolated as key paths, `"Add \(\.$title)"`.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation {
    /// The sentence with each parameter written `${name}`.
    let format: String

    /// Creates a sentence without parameters.
    public init(stringLiteral value: String) { format = value }

    /// Creates a sentence with parameters.
    public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

    /// Builds a summary sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""

        /// Creates an empty sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { format += literal }

        /// Appends a parameter, by its `$` key path: `\(\.$title)`.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) where Intent: AppIntent {
            format += "${\(SummaryParameterName.of(keyPath))}"
        }
    }
}

/// Builds the list of parameters shown under a summary sentence.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    /// The parameters, in order.
    public static func buildBlock(_ names: String...) -> [String] { names }
    /// A parameter, by its `$` key path.
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String { SummaryParameterName.of(keyPath) }
}
