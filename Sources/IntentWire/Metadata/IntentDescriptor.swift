/// An intent as metadata: its name, title, description, parameters, summary, result type and how it runs.
public struct IntentDescriptor: Sendable, Hashable, Codable {
    /// The Swift type name, the intent's stable identity.
    public var name: String
    /// The intent's title.
    public var title: String
    /// The intent's description, if any.
    public var description: String?
    /// The category Shortcuts lists the intent under, if declared.
    public var categoryName: String?
    /// Other words people search for the intent by.
    public var searchKeywords: [String]
    /// The name of the intent's result for later actions, if declared.
    public var resultValueName: String?
    /// The parameters, in declaration order.
    public var parameters: [ParameterDescriptor]
    /// The parameter summary, as Shortcuts shows the intent, if declared.
    public var parameterSummary: ParameterSummaryDescriptor?
    /// The type of the value the intent returns, or `nil` when it returns none.
    public var resultType: ValueType?
    /// Whether running the intent brings the app to the foreground (`openAppWhenRun`).
    public var openAppWhenRun: Bool
    /// Where the intent may run (`supportedModes`): `background`, `foreground`, `foreground(immediate)`, …
    public var supportedModes: [String]
    /// Whether the device must be unlocked or the person authenticated (`authenticationPolicy`).
    public var authenticationPolicy: String
    /// Whether Shortcuts and Spotlight offer the intent (`isDiscoverable`).
    public var isDiscoverable: Bool
    /// The system roles the intent plays: `open` (an `OpenIntent`), `widgetConfiguration`, `controlConfiguration`.
    public var roles: [String]
    /// The App Intents schema the intent follows (`photos.openAsset`, from `@AppIntent(schema:)`), if any.
    public var schema: String?
    /// Whether the intent's code asks the person to confirm (`requestConfirmation`, its own or a parameter's), as
    /// the IntentKitMetadata build plugin found in the app's sources; `false` for an app built without it. An intent
    /// that asks is one that deletes or changes something a person would want to approve first.
    public var asksForConfirmation: Bool

    /// Creates an intent descriptor.
    public init(
        name: String, title: String, description: String? = nil, categoryName: String? = nil, searchKeywords: [String] = [],
        resultValueName: String? = nil, parameters: [ParameterDescriptor], parameterSummary: ParameterSummaryDescriptor? = nil,
        resultType: ValueType?, openAppWhenRun: Bool = false, supportedModes: [String] = ["background"],
        authenticationPolicy: String = "alwaysAllowed", isDiscoverable: Bool = true, roles: [String] = [], schema: String? = nil,
        asksForConfirmation: Bool = false
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
        self.parameters = parameters
        self.parameterSummary = parameterSummary
        self.resultType = resultType
        self.openAppWhenRun = openAppWhenRun
        self.supportedModes = supportedModes
        self.authenticationPolicy = authenticationPolicy
        self.isDiscoverable = isDiscoverable
        self.roles = roles
        self.schema = schema
        self.asksForConfirmation = asksForConfirmation
    }

    enum CodingKeys: String, CodingKey {
        case name, title, description, categoryName, searchKeywords, resultValueName, parameters, parameterSummary, resultType
        case openAppWhenRun, supportedModes, authenticationPolicy, isDiscoverable, roles, schema, asksForConfirmation
    }

    /// Decodes an intent; every key after `parameters` may be omitted and takes its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        categoryName = try container.decodeIfPresent(String.self, forKey: .categoryName)
        searchKeywords = try container.decodeIfPresent([String].self, forKey: .searchKeywords) ?? []
        resultValueName = try container.decodeIfPresent(String.self, forKey: .resultValueName)
        parameters = try container.decode([ParameterDescriptor].self, forKey: .parameters)
        parameterSummary = try container.decodeIfPresent(ParameterSummaryDescriptor.self, forKey: .parameterSummary)
        resultType = try container.decodeIfPresent(ValueType.self, forKey: .resultType)
        openAppWhenRun = try container.decodeIfPresent(Bool.self, forKey: .openAppWhenRun) ?? false
        supportedModes = try container.decodeIfPresent([String].self, forKey: .supportedModes) ?? ["background"]
        authenticationPolicy = try container.decodeIfPresent(String.self, forKey: .authenticationPolicy) ?? "alwaysAllowed"
        isDiscoverable = try container.decodeIfPresent(Bool.self, forKey: .isDiscoverable) ?? true
        roles = try container.decodeIfPresent([String].self, forKey: .roles) ?? []
        schema = try container.decodeIfPresent(String.self, forKey: .schema)
        asksForConfirmation = try container.decodeIfPresent(Bool.self, forKey: .asksForConfirmation) ?? false
    }

    /// The parameter with this name, if the intent declares one.
    public func parameter(named name: String) -> ParameterDescriptor? { parameters.first { $0.name == name } }
}
