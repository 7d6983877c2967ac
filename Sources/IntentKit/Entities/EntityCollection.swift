import IntentWire

/// Entities held by identifier, fetched only when asked for: a parameter of hundreds of entities resolves without a
/// query (iOS 27).
///
/// ```swift
/// struct ArchiveEventsIntent: AppIntent {
///     static let title: LocalizedStringResource = "Archive Events"
///     @Parameter(title: "Events") var events: EntityCollection<EventEntity>
///     func perform() async throws -> some IntentResult {
///         try await store.archive(events.identifiers)          // no query
///         let titles = try await events.resolvedEntities().map(\.title)   // one query, when needed
///         …
///     }
/// }
/// ```
/// A test passes it as it passes `[EventEntity]`: entities, references (`makeReference(identifier:)`) or titles.
/// Entities and references are taken by identifier without asking the app's query, so an identifier that matches
/// nothing stays in ``identifiers`` and is left out of ``resolvedEntities()``; a title is matched as it would be for
/// a single entity.
public struct EntityCollection<Entity: AppEntity>: Sendable {
    /// The entities' identifiers, in order.
    public var identifiers: [Entity.ID]
    /// The entities, when they were given or already fetched, by identifier.
    private var cached: [Entity.ID: Entity]

    /// Creates a collection of identifiers.
    public init(identifiers: [Entity.ID] = []) {
        self.identifiers = identifiers
        self.cached = [:]
    }

    /// Creates a collection of entities, which it keeps so that ``resolvedEntities()`` need not fetch them.
    public init(entities: [Entity]) {
        self.identifiers = entities.map(\.id)
        self.cached = Dictionary(entities.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Adds an identifier.
    public mutating func append(_ identifier: Entity.ID) { identifiers.append(identifier) }

    /// Adds identifiers.
    public mutating func append(contentsOf newIdentifiers: [Entity.ID]) { identifiers.append(contentsOf: newIdentifiers) }

    /// Adds an entity, kept so that it need not be fetched.
    public mutating func append(_ entity: Entity) {
        identifiers.append(entity.id)
        cached[entity.id] = entity
    }

    /// The entities, in the order of ``identifiers``: those the collection holds, and the rest through the entity's
    /// default query (identifiers that match nothing are left out).
    /// - Throws: What the query throws.
    public func resolvedEntities() async throws -> [Entity] {
        let missing = identifiers.filter { cached[$0] == nil }
        var found = cached
        if !missing.isEmpty {
            for entity in try await Entity.defaultQuery.entities(for: missing) where found[entity.id] == nil { found[entity.id] = entity }
        }
        return identifiers.compactMap { found[$0] }
    }
}

extension EntityCollection: IntentValueCodable {
    /// An array of the entity type, as `[Entity]` is.
    public static var valueType: ValueType { .array(Entity.valueType) }

    /// The entities it holds in full, and references for the others.
    public var intentValue: IntentValue {
        .array(
            identifiers.map { id in
                cached[id]?.intentValue
                    ?? .entity(EntityValue(typeIdentifier: Entity.typeIdentifier, instanceIdentifier: id.entityIdentifierString, isReference: true))
            })
    }

    /// Takes entity values by identifier, without a query, and matches strings by title.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> EntityCollection<Entity> {
        let elements: [IntentValue]
        switch value {
        case .array(let values): elements = values
        case .null: throw context.typeMismatch(expected: valueType, given: value)
        default: elements = [value]
        }
        var collection = EntityCollection()
        for (index, element) in elements.enumerated() {
            let elementContext = context.element(index)
            if case .entity(let entity) = element {
                guard entity.typeIdentifier == Entity.typeIdentifier else { throw elementContext.typeMismatch(expected: Entity.valueType, given: element) }
                collection.append(try Entity.parseIdentifier(entity.instanceIdentifier, context: elementContext))
            } else {
                collection.append(try await Entity.resolve(element, in: elementContext))
            }
        }
        return collection
    }
}
