/// An intent parameter as metadata: its name, title, type, default, and how the person is asked for it.
public struct ParameterDescriptor: Sendable, Hashable, Codable {
    /// The Swift property name without the wrapper underscore; the argument label in `makeIntent`.
    public var name: String
    /// The parameter's title.
    public var title: String
    /// The parameter's description, if any.
    public var description: String?
    /// The declared type; optional parameters have an ``ValueType/optional(_:)`` type.
    public var type: ValueType
    /// The default value, if the parameter declares one.
    public var defaultValue: IntentValue?
    /// What the person is asked when the parameter has no value, if declared.
    public var requestValueDialog: String?
    /// What the person is asked when several values match, if declared.
    public var requestDisambiguationDialog: String?
    /// The smallest and largest value a number may take, if declared.
    public var inclusiveRange: ClosedRangeDescriptor?
    /// How a number is entered: `field`, `stepper` or `slider`, if declared.
    public var controlStyle: String?
    /// The unit a measurement is entered in, by symbol, if declared.
    public var defaultUnit: String?
    /// Whether a measurement may be negative, if declared.
    public var supportsNegativeNumbers: Bool?
    /// The content types a file parameter accepts, if declared.
    public var supportedContentTypes: [String]?
    /// Whether the app offers a list of values to choose from (an options provider).
    public var hasOptions: Bool
    /// How a shortcut connects the previous action's result to the parameter, when declared: `connectToPreviousIntentResult`, `never`.
    public var inputConnectionBehavior: String?
    /// How a text parameter is typed, when declared (`String.IntentInputOptions`): `keyboardType`,
    /// `capitalizationType`, `multiline`, `autocorrect`, `smartQuotes`, `smartDashes`, each as text.
    public var inputOptions: [String: String]?
    /// What a Boolean parameter's two values are called, when declared (`Bool.IntentDisplayName`): `true`, `false`.
    public var displayNames: [String: String]?

    /// Creates a parameter descriptor.
    public init(
        name: String, title: String, description: String? = nil, type: ValueType, defaultValue: IntentValue? = nil,
        requestValueDialog: String? = nil, requestDisambiguationDialog: String? = nil, inclusiveRange: ClosedRangeDescriptor? = nil,
        controlStyle: String? = nil, defaultUnit: String? = nil, supportsNegativeNumbers: Bool? = nil, supportedContentTypes: [String]? = nil,
        hasOptions: Bool = false, inputConnectionBehavior: String? = nil, inputOptions: [String: String]? = nil, displayNames: [String: String]? = nil
    ) {
        self.inputOptions = inputOptions
        self.displayNames = displayNames
        self.inputConnectionBehavior = inputConnectionBehavior
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.inclusiveRange = inclusiveRange
        self.controlStyle = controlStyle
        self.defaultUnit = defaultUnit
        self.supportsNegativeNumbers = supportsNegativeNumbers
        self.supportedContentTypes = supportedContentTypes
        self.hasOptions = hasOptions
    }

    enum CodingKeys: String, CodingKey {
        case name, title, description, type, defaultValue, requestValueDialog, requestDisambiguationDialog
        case inclusiveRange, controlStyle, defaultUnit, supportsNegativeNumbers, supportedContentTypes, hasOptions, inputConnectionBehavior, inputOptions, displayNames
    }

    /// Decodes a parameter; every key after `type` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        type = try container.decode(ValueType.self, forKey: .type)
        defaultValue = try container.decodeIfPresent(IntentValue.self, forKey: .defaultValue)
        requestValueDialog = try container.decodeIfPresent(String.self, forKey: .requestValueDialog)
        requestDisambiguationDialog = try container.decodeIfPresent(String.self, forKey: .requestDisambiguationDialog)
        inclusiveRange = try container.decodeIfPresent(ClosedRangeDescriptor.self, forKey: .inclusiveRange)
        controlStyle = try container.decodeIfPresent(String.self, forKey: .controlStyle)
        defaultUnit = try container.decodeIfPresent(String.self, forKey: .defaultUnit)
        supportsNegativeNumbers = try container.decodeIfPresent(Bool.self, forKey: .supportsNegativeNumbers)
        supportedContentTypes = try container.decodeIfPresent([String].self, forKey: .supportedContentTypes)
        hasOptions = try container.decodeIfPresent(Bool.self, forKey: .hasOptions) ?? false
        inputConnectionBehavior = try container.decodeIfPresent(String.self, forKey: .inputConnectionBehavior)
        inputOptions = try container.decodeIfPresent([String: String].self, forKey: .inputOptions)
        displayNames = try container.decodeIfPresent([String: String].self, forKey: .displayNames)
    }

    /// Whether a run must supply the parameter: it is not optional and has no default.
    public var isRequired: Bool { !type.isOptional && defaultValue == nil && !isArray }

    private var isArray: Bool {
        if case .array = type { return true }
        return false
    }
}

/// The bounds of a number parameter, both included.
public struct ClosedRangeDescriptor: Sendable, Hashable, Codable {
    /// The smallest value allowed.
    public var lowerBound: Double
    /// The largest value allowed.
    public var upperBound: Double

    /// Creates a range.
    public init(lowerBound: Double, upperBound: Double) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// "1...10", without trailing zeros for whole bounds.
    public var text: String { "\(Self.number(lowerBound))...\(Self.number(upperBound))" }

    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
