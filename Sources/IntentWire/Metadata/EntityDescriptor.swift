/// A persistent entity type as metadata: its properties and the queries it answers.
public struct EntityDescriptor: Sendable, Hashable, Codable {
    /// The Swift type name, the entity type's stable identity.
    public var name: String
    /// The type's display name, for example "Event".
    public var displayName: String
    /// The entity's properties, in declaration order.
    public var properties: [PropertyDescriptor]
    /// The kinds of query the entity's default query answers.
    public var queries: [EntityQueryKind]
    /// The Swift type of the entity's identifier, for example `UUID` or `String`.
    public var identifierType: String
    /// Other names the type answers to, if declared.
    public var synonyms: [String]?
    /// How a count of entities reads, with a `%lld` placeholder (`%lld events`), if declared.
    public var numericFormat: String?
    /// Whether the app donates the entities to the search index (an `IndexedEntity`).
    public var isIndexed: Bool?
    /// What the property query compares and sorts by, when the default query is an `EntityPropertyQuery`.
    public var propertyQuery: PropertyQueryDescriptor?
    /// Whether the type has exactly one instance, such as settings (a `UniqueAppEntity`).
    public var isUnique: Bool?
    /// Whether instances say how they are shared (an `OwnershipProvidingEntity`); each entity value then carries `ownership`.
    public var providesOwnership: Bool?
    /// The App Intents schema the entity follows (`photos.asset`, from `@AppEntity(schema:)`), if any.
    public var schema: String?

    /// Creates an entity descriptor.
    public init(
        name: String, displayName: String, properties: [PropertyDescriptor], queries: [EntityQueryKind], identifierType: String,
        synonyms: [String]? = nil, numericFormat: String? = nil, isIndexed: Bool? = nil, propertyQuery: PropertyQueryDescriptor? = nil,
        isUnique: Bool? = nil, providesOwnership: Bool? = nil, schema: String? = nil
    ) {
        self.schema = schema
        self.isUnique = isUnique
        self.providesOwnership = providesOwnership
        self.propertyQuery = propertyQuery
        self.name = name
        self.displayName = displayName
        self.properties = properties
        self.queries = queries
        self.identifierType = identifierType
        self.synonyms = synonyms
        self.numericFormat = numericFormat
        self.isIndexed = isIndexed
    }

    /// The property with this name, if the entity declares one.
    public func property(named name: String) -> PropertyDescriptor? { properties.first { $0.name == name } }
}

/// A kind of entity query.
public enum EntityQueryKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Look-up by identifiers (`entities(for:)`); every entity query answers it.
    case identifiers
    /// Suggestions (`suggestedEntities()`); every entity query answers it.
    case suggested
    /// Free-text matching (`EntityStringQuery.entities(matching:)`).
    case string
    /// Every entity (`EnumerableEntityQuery.allEntities()`).
    case all
    /// Entities whose properties match conditions, sorted and limited (`EntityPropertyQuery`).
    case property
}

/// A transient entity type as metadata.
public struct TransientEntityDescriptor: Sendable, Hashable, Codable {
    /// The Swift type name.
    public var name: String
    /// The type's display name.
    public var displayName: String
    /// The entity's properties, in declaration order.
    public var properties: [PropertyDescriptor]
    /// Other names the type answers to, if declared.
    public var synonyms: [String]?
    /// How a count of entities reads, with a `%lld` placeholder, if declared.
    public var numericFormat: String?

    /// Creates a transient entity descriptor.
    public init(name: String, displayName: String, properties: [PropertyDescriptor], synonyms: [String]? = nil, numericFormat: String? = nil) {
        self.name = name
        self.displayName = displayName
        self.properties = properties
        self.synonyms = synonyms
        self.numericFormat = numericFormat
    }

    /// The property with this name, if the entity declares one.
    public func property(named name: String) -> PropertyDescriptor? { properties.first { $0.name == name } }
}

/// An entity property as metadata.
public struct PropertyDescriptor: Sendable, Hashable, Codable {
    /// The Swift property name without the wrapper underscore.
    public var name: String
    /// The property's title.
    public var title: String
    /// The declared type.
    public var type: ValueType
    /// How the value is had: stored (`nil`), computed at every fetch, or deferred until asked for.
    public var kind: PropertyKind?

    /// Creates a property descriptor.
    public init(name: String, title: String, type: ValueType, kind: PropertyKind? = nil) {
        self.name = name
        self.title = title
        self.type = type
        self.kind = kind
    }
}

/// How an entity property's value is had, beyond a stored `@Property`.
public enum PropertyKind: String, Sendable, Hashable, Codable {
    /// Computed from the entity each time it is fetched; always present.
    case computed
    /// Worked out only when asked for with `entity/property`; absent from fetched entities.
    case deferred
}
