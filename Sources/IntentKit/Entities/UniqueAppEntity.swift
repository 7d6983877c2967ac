/// An entity with exactly one instance, such as an app's settings.
///
/// Its query is a ``UniqueAppEntityQuery``, usually a ``UniqueAppEntityProvider``;
/// a parameter of this type needs no value, since it can only be the one:
/// ```swift
/// struct SettingsEntity: UniqueAppEntity {
///     static let defaultQuery = UniqueAppEntityProvider { await SettingsStore.shared.current }
///     @Property(title: "Week Starts On") var weekStart: Weekday
///     …
/// }
/// ```
/// Its `id` may be left out, as in App Intents: the one instance is then named by its type.
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

extension UniqueAppEntity {
    /// The one instance's identifier: the type's name.
    public var id: String { Self.typeIdentifier }
}

/// A query whose only answer is ``uniqueEntity()``; identifiers, suggestions, all entities and the default result follow from it.
///
/// Implementation requirements: ``uniqueEntity()``.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    /// The entity type, as ``uniqueEntity()`` returns it (so that a query declaring only that method conforms).
    associatedtype Unique where Unique == Entity
    /// The one instance.
    func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery {
    /// The instance, if its identifier is among those asked for.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let unique = try await uniqueEntity()
        return identifiers.contains(unique.id) ? [unique] : []
    }

    /// The instance.
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }

    /// The instance.
    public func suggestedEntities() async throws -> [Entity] { [try await uniqueEntity()] }

    /// The instance, so that a parameter of this type is never asked for.
    public func defaultResult() async -> Entity? { try? await uniqueEntity() }
}

/// A ``UniqueAppEntityQuery`` made from a closure that returns the instance.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: @Sendable () async throws -> Entity

    /// Creates the query from the closure that returns the instance.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    /// The instance, from the closure.
    public func uniqueEntity() async throws -> Entity { try await provider() }
}
