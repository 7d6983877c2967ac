import IntentWire

/// How the system finds instances of an entity: by identifier, and as suggestions.
///
/// Implementation requirements: ``entities(for:)``. ``suggestedEntities()``
/// defaults to none (or to every entity for an ``EnumerableEntityQuery``);
/// ``defaultResult()`` to none.
/// Queries must be free of side effects; the system may call them often.
public protocol EntityQuery: Sendable {
    /// The entity type this query finds.
    associatedtype Entity: AppEntity
    /// The entities with these identifiers; identifiers that match nothing are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities to offer before the person types anything.
    func suggestedEntities() async throws -> [Entity]
    /// The entity a required parameter of this type takes when a run gives none, instead of asking; `nil` to ask.
    func defaultResult() async -> Entity?
    /// Which ways of finding entities the query adopts beyond this protocol, as IntentKit reads them.
    ///
    /// IntentKit's own: ``EntityStringQuery``, ``EnumerableEntityQuery`` and ``EntityPropertyQuery`` provide it; do
    /// not implement it yourself.
    static var _intentKitConformances: _EntityQueryConformances { get }
    /// Asks an ``IndexedEntityQuery`` to donate all its entities again; `false`, doing nothing, for any other query.
    ///
    /// IntentKit's own: ``IndexedEntityQuery`` provides it; do not implement it yourself.
    func _intentKitReindexAll() async throws -> Bool
}

extension EntityQuery {
    /// Nothing to do: the query is not an ``IndexedEntityQuery``.
    public func _intentKitReindexAll() async throws -> Bool { false }

    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// No default: a run that omits the parameter asks for it.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities matching free text, as Siri does for a spoken name.
///
/// Implementation requirements: ``entities(matching:)``.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching the text.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity, so the system can offer them as choices.
///
/// Implementation requirements: ``allEntities()``. Suggestions default to all entities.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// Every entity.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
