import IntentKitClient
import IntentWire

/// One of the app's entity types: run its queries, make references to instances.
///
/// ```swift
/// let events = definitions.entities["EventEntity"]
/// let hits = try await events.entities(matching: "Cosmic Ray")
/// let all = try await events.allEntities()
/// ```
public struct AppEntityDefinition: AppIntentTypeDefinition, Sendable, Equatable {
    /// The type-erased entity.
    public typealias Instance = AnyAppEntity

    /// The bundle that declares the entity.
    public let bundleIdentifier: String
    /// The entity's type name.
    public let typeIdentifier: String

    /// A reference to an instance by identifier, made without asking the app.
    ///
    /// Pass it as a parameter and the app resolves it; its properties are
    /// unknown on the test side (untyped reads give nil, typed reads throw).
    public func makeReference(identifier: String) -> AnyAppEntity {
        AnyAppEntity(
            EntityValue(typeIdentifier: typeIdentifier, instanceIdentifier: identifier, isReference: true),
            bundleIdentifier: bundleIdentifier)
    }

    /// The entities with these identifiers (identifiers that match nothing are left out).
    public func entities<Identifier: EntityIdentifierConvertible>(identifiers: [Identifier]) async throws -> [AnyAppEntity] {
        try await entityQuery(identifiers: identifiers).run()
    }

    /// The by-identifier query, not yet run.
    public func entityQuery<Identifier: EntityIdentifierConvertible>(identifiers: [Identifier]) -> AnyEntityQuery {
        query(EntityQuerySpec(kind: .identifiers, identifiers: identifiers.map { $0.entityIdentifierString }))
    }

    /// The entities the app's string query matches, as Siri finds them by name.
    public func entities(matching string: String) async throws -> [AnyAppEntity] {
        try await entityQuery(matching: string).run()
    }

    /// The string query, not yet run.
    public func entityQuery(matching string: String) -> AnyEntityQuery {
        query(EntityQuerySpec(kind: .string, string: string))
    }

    /// Every entity, from the app's enumerable query.
    public func allEntities() async throws -> [AnyAppEntity] {
        try await allEntitiesQuery().run()
    }

    /// The all-entities query, not yet run.
    public func allEntitiesQuery() -> AnyEntityQuery {
        query(EntityQuerySpec(kind: .all))
    }

    /// The one instance of a unique entity type (a `UniqueAppEntity`, such as settings).
    /// - Throws: ``IntentValueError`` when the type's query does not answer exactly one entity.
    public func uniqueEntity() async throws -> AnyAppEntity {
        let all = try await allEntities()
        guard all.count == 1, let unique = all.first else {
            throw IntentValueError(
                kind: .noValue, message: "\(typeIdentifier) answered \(all.count) entities, not one; uniqueEntity() is for a UniqueAppEntity, whose query answers exactly one")
        }
        return unique
    }

    /// The entities the app suggests before anything is typed.
    public func suggestedEntities() async throws -> [AnyAppEntity] {
        try await suggestedEntitiesQuery().run()
    }

    /// The suggestions query, not yet run.
    public func suggestedEntitiesQuery() -> AnyEntityQuery {
        query(EntityQuerySpec(kind: .suggested))
    }

    /// The entities whose properties meet the conditions (all of them, or any), sorted, at most `limit`: the app's `EntityPropertyQuery`.
    ///
    /// ```swift
    /// let nextThree = try await events.entities(
    ///     where: [.equalTo("calendar", "Deep Space"), .greaterThan("startDate", Date())],
    ///     sortedBy: [.ascending("startDate")], limit: 3)
    /// ```
    public func entities(
        where conditions: [EntityPropertyCondition], mode: EntityPropertyQueryMode = .and, sortedBy sort: [EntityPropertySort] = [], limit: Int? = nil
    ) async throws -> [AnyAppEntity] {
        try await entityQuery(where: conditions, mode: mode, sortedBy: sort, limit: limit).run()
    }

    /// The property query, not yet run.
    public func entityQuery(
        where conditions: [EntityPropertyCondition], mode: EntityPropertyQueryMode = .and, sortedBy sort: [EntityPropertySort] = [], limit: Int? = nil
    ) -> AnyEntityQuery {
        query(EntityQuerySpec(comparisons: conditions.map(\.comparison), mode: mode == .and ? .and : .or, sort: sort.map(\.sort), limit: limit))
    }

    /// Throws unless the entity is of this type.
    public func isInstance(_ value: AnyAppEntity) throws {
        try typeCheck(value.identifier.entityType.persistentIdentifier, is: typeIdentifier, what: "entity")
    }

    private func query(_ spec: EntityQuerySpec) -> AnyEntityQuery {
        AnyEntityQuery(bundleIdentifier: bundleIdentifier, typeIdentifier: typeIdentifier, spec: spec)
    }

    func perform(_ spec: EntityQuerySpec) async throws -> [AnyAppEntity] {
        try await AppSession.resolve(for: bundleIdentifier).entities(typeIdentifier, spec)
            .map { AnyAppEntity($0, bundleIdentifier: bundleIdentifier) }
    }
}
