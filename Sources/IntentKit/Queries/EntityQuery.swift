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
    /// Whether the query is an ``EntityStringQuery``.
    ///
    /// IntentKit's own: ``EntityStringQuery`` provides it; do not implement it yourself. This and the other
    /// `intentKit` traits are requirements so that start-up learns what a query adopts from its conformance
    /// instead of asking the runtime, which answers each first question by scanning every conformance record
    /// in the program.
    static var _intentKitAnswersStrings: Bool { get }
    /// Whether the query is an ``EnumerableEntityQuery``.
    ///
    /// IntentKit's own: ``EnumerableEntityQuery`` provides it; do not implement it yourself.
    static var _intentKitListsAll: Bool { get }
    /// Whether the query is an ``EntityPropertyQuery``.
    ///
    /// IntentKit's own: ``EntityPropertyQuery`` provides it; do not implement it yourself.
    static var _intentKitAnswersProperties: Bool { get }
}

extension EntityQuery {
    /// No: the query is not an ``EntityStringQuery``.
    public static var _intentKitAnswersStrings: Bool { false }

    /// No: the query is not an ``EnumerableEntityQuery``.
    public static var _intentKitListsAll: Bool { false }

    /// No: the query is not an ``EntityPropertyQuery``.
    public static var _intentKitAnswersProperties: Bool { false }

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

extension EntityStringQuery {
    /// Yes.
    public static var _intentKitAnswersStrings: Bool { true }
}

extension EnumerableEntityQuery {
    /// Yes.
    public static var _intentKitListsAll: Bool { true }

    /// Every entity.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
