/// An intent as metadata: its name, title, parameters and result type.
public struct IntentDescriptor: Sendable, Hashable, Codable {
    /// The Swift type name, the intent's stable identity.
    public var name: String
    /// The intent's title.
    public var title: String
    /// The intent's description, if any.
    public var description: String?
    /// The parameters, in declaration order.
    public var parameters: [ParameterDescriptor]
    /// The type of the value the intent returns, or `nil` when it returns none.
    public var resultType: ValueType?

    /// Creates an intent descriptor.
    public init(name: String, title: String, description: String? = nil, parameters: [ParameterDescriptor], resultType: ValueType?) {
        self.name = name
        self.title = title
        self.description = description
        self.parameters = parameters
        self.resultType = resultType
    }

    /// The parameter with this name, if the intent declares one.
    public func parameter(named name: String) -> ParameterDescriptor? { parameters.first { $0.name == name } }
}

/// An intent parameter as metadata.
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

    /// Creates a parameter descriptor.
    public init(name: String, title: String, description: String? = nil, type: ValueType, defaultValue: IntentValue? = nil) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
    }

    /// Whether a run must supply the parameter: it is not optional and has no default.
    public var isRequired: Bool { !type.isOptional && defaultValue == nil && !isArray }

    private var isArray: Bool {
        if case .array = type { return true }
        return false
    }
}
