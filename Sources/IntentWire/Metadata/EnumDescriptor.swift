/// An app enum as metadata: its cases with raw values and display titles.
public struct EnumDescriptor: Sendable, Hashable, Codable {
    /// The Swift type name.
    public var name: String
    /// The type's display name.
    public var displayName: String
    /// The cases, in declaration order.
    public var cases: [EnumCaseDescriptor]
    /// Other names the type answers to, if declared.
    public var synonyms: [String]?
    /// How a count reads, with a `%lld` placeholder, if declared.
    public var numericFormat: String?
    /// The App Intents schema the enum follows (from `@AppEnum(schema:)`), if any.
    public var schema: String?

    /// Creates an enum descriptor.
    public init(
        name: String, displayName: String, cases: [EnumCaseDescriptor], synonyms: [String]? = nil, numericFormat: String? = nil, schema: String? = nil
    ) {
        self.schema = schema
        self.name = name
        self.displayName = displayName
        self.cases = cases
        self.synonyms = synonyms
        self.numericFormat = numericFormat
    }
}

/// One case of an app enum.
public struct EnumCaseDescriptor: Sendable, Hashable, Codable {
    /// The raw value, which identifies the case on the wire.
    public var rawValue: String
    /// The case's display title.
    public var title: String
    /// The case's subtitle, if declared.
    public var subtitle: String?
    /// The case's image, if declared.
    public var image: DisplayImageValue?
    /// Other names the case answers to, if declared.
    public var synonyms: [String]?

    /// Creates an enum case descriptor.
    public init(rawValue: String, title: String, subtitle: String? = nil, image: DisplayImageValue? = nil, synonyms: [String]? = nil) {
        self.rawValue = rawValue
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }
}

/// A value query as metadata.
public struct ValueQueryDescriptor: Sendable, Hashable, Codable {
    /// The Swift type name.
    public var name: String
    /// The type of input the query takes.
    public var inputType: ValueType
    /// The types of value it can return.
    public var resultTypes: [ValueType]

    /// Creates a value query descriptor.
    public init(name: String, inputType: ValueType, resultTypes: [ValueType]) {
        self.name = name
        self.inputType = inputType
        self.resultTypes = resultTypes
    }
}
