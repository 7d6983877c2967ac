/// A persistent entity as it crosses the wire.
///
/// The app sends entities fully resolved: every `@Property` value plus the
/// entity's display representation. The test side may send a *reference*
/// (identifier only, ``isReference`` set); the app re-resolves any entity it
/// receives through the entity type's query before use.
public struct EntityValue: Sendable, Hashable {
    /// The entity type's identifier (its Swift type name).
    public var typeIdentifier: String
    /// The instance identifier, the string form of the entity's `id`.
    public var instanceIdentifier: String
    /// The values of the entity's properties, by property name.
    ///
    /// Entities read from the app's replies keep their properties as text until they are first asked for.
    public var properties: [String: IntentValue] {
        get {
            switch propertyStorage {
            case .values(let values): values
            case .encoded(let encoded): encoded.value
            }
        }
        set { propertyStorage = .values(newValue) }
    }
    /// One property's value; `nil` when the entity has no such property.
    ///
    /// While the properties are still the text they arrived as, only this property is read from it; the others stay
    /// text.
    package func property(named name: String) -> IntentValue? {
        switch propertyStorage {
        case .values(let values): values[name]
        case .encoded(let encoded):
            switch encoded.current {
            case .value(let values): values[name]
            case .text(let json): Self.readPropertyValue(named: name, checkedText: json)
            }
        }
    }

    /// How the entity presents itself, when known.
    ///
    /// Entities read from the app's replies keep it as text until it is first asked for.
    public var display: DisplayRepresentationValue? {
        get {
            switch displayStorage {
            case .value(let value): value
            case .encoded(let encoded): encoded.value
            }
        }
        set { displayStorage = .value(newValue) }
    }
    /// Whether this value carries only an identifier (made without asking the app).
    public var isReference: Bool
    /// How the entity is shared (`shared`, `public`), for an `OwnershipProvidingEntity`; `nil` when the type does not say.
    public var ownership: [String]?

    private enum PropertyStorage: Sendable {
        case values([String: IntentValue])
        /// Text read into values on first use; never an empty object.
        case encoded(EncodedPropertyValues)
    }

    private var propertyStorage: PropertyStorage

    private enum DisplayStorage: Sendable {
        case value(DisplayRepresentationValue?)
        /// Text read into a value on first use.
        case encoded(EncodedDisplay)
    }

    private var displayStorage: DisplayStorage

    /// Whether the display is still kept as text.
    var holdsDisplayAsText: Bool {
        if case .encoded(let encoded) = displayStorage { encoded.text != nil } else { false }
    }

    /// Whether the properties are still kept as text.
    var holdsPropertiesAsText: Bool { propertiesText != nil }

    /// The `properties` object's text, while the properties are kept as text.
    var propertiesText: ArraySlice<UInt8>? {
        if case .encoded(let encoded) = propertyStorage { encoded.text } else { nil }
    }

    /// Creates an entity value.
    public init(
        typeIdentifier: String,
        instanceIdentifier: String,
        properties: [String: IntentValue] = [:],
        display: DisplayRepresentationValue? = nil,
        isReference: Bool = false,
        ownership: [String]? = nil
    ) {
        self.ownership = ownership
        self.typeIdentifier = typeIdentifier
        self.instanceIdentifier = instanceIdentifier
        self.propertyStorage = .values(properties)
        self.displayStorage = .value(display)
        self.isReference = isReference
    }

    /// An entity whose properties (and display) are kept as text (see ``EncodedPropertyValues`` and
    /// ``EncodedDisplay``) until first asked for.
    package init(
        typeIdentifier: String, instanceIdentifier: String, encodedProperties: EncodedPropertyValues?,
        display: DisplayRepresentationValue?, encodedDisplay: EncodedDisplay? = nil, isReference: Bool, ownership: [String]?
    ) {
        self.typeIdentifier = typeIdentifier
        self.instanceIdentifier = instanceIdentifier
        self.propertyStorage = encodedProperties.map(PropertyStorage.encoded) ?? .values([:])
        self.displayStorage = encodedDisplay.map(DisplayStorage.encoded) ?? .value(display)
        self.isReference = isReference
        self.ownership = ownership
    }

    /// Whether two entities have the same type, identifier, properties, display, reference flag and ownership.
    public static func == (left: EntityValue, right: EntityValue) -> Bool {
        left.typeIdentifier == right.typeIdentifier && left.instanceIdentifier == right.instanceIdentifier
            && left.isReference == right.isReference && left.display == right.display && left.ownership == right.ownership
            && left.properties == right.properties
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeIdentifier)
        hasher.combine(instanceIdentifier)
        hasher.combine(properties)
        hasher.combine(display)
        hasher.combine(isReference)
        hasher.combine(ownership)
    }
}

/// A transient entity as it crosses the wire: a type and its property values.
public struct TransientEntityValue: Sendable, Hashable, Codable {
    /// The transient entity type's identifier (its Swift type name).
    public var typeIdentifier: String
    /// The values of the entity's properties, by property name.
    public var properties: [String: IntentValue]
    /// How the entity presents itself, when known.
    public var display: DisplayRepresentationValue?

    /// Creates a transient entity value.
    public init(typeIdentifier: String, properties: [String: IntentValue] = [:], display: DisplayRepresentationValue? = nil) {
        self.typeIdentifier = typeIdentifier
        self.properties = properties
        self.display = display
    }

    enum CodingKeys: String, CodingKey {
        case typeIdentifier = "type"
        case properties
        case display
    }

    /// Decodes a transient entity; `properties` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        typeIdentifier = try container.decode(String.self, forKey: .typeIdentifier)
        properties = try container.decodeIfPresent([String: IntentValue].self, forKey: .properties) ?? [:]
        display = try container.decodeIfPresent(DisplayRepresentationValue.self, forKey: .display)
    }
}

/// A case of an app enum as it crosses the wire.
public struct EnumValue: Sendable, Hashable {
    /// The enum type's identifier (its Swift type name).
    public var typeIdentifier: String
    /// The case's raw value.
    public var rawValue: String

    /// Creates an enum value.
    public init(typeIdentifier: String, rawValue: String) {
        self.typeIdentifier = typeIdentifier
        self.rawValue = rawValue
    }

    enum CodingKeys: String, CodingKey {
        case typeIdentifier = "type"
        case rawValue = "case"
    }
}

/// A union value as it crosses the wire: which case, and the value it wraps.
public struct UnionValue: Sendable, Hashable, Codable {
    /// The union type's identifier (its Swift type name).
    public var typeIdentifier: String
    /// The name of the case.
    public var caseName: String
    /// The wrapped value.
    public var value: IntentValue

    /// Creates a union value.
    public init(typeIdentifier: String, caseName: String, value: IntentValue) {
        self.typeIdentifier = typeIdentifier
        self.caseName = caseName
        self.value = value
    }

    enum CodingKeys: String, CodingKey {
        case typeIdentifier = "type"
        case caseName = "case"
        case value
    }
}
