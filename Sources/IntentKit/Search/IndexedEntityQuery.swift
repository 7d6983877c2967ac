/// A query that donates its entities to the search index again when the index is lost (iOS 27).
///
/// ```swift
/// struct PhotoQuery: IndexedEntityQuery {
///     func entities(for identifiers: [UUID]) async throws -> [PhotoEntity] { … }
///     func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
///         try await CSSearchableIndex.default().indexAppEntities(try await library.allPhotos())
///     }
///     func reindexEntities(for identifiers: [UUID], indexDescription: CSSearchableIndexDescription) async throws {
///         try await CSSearchableIndex.default().indexAppEntities(try await entities(for: identifiers))
///     }
/// }
/// ```
/// IntentKit asks for a full reindex at start when the app's index file is there but cannot be used (unreadable, or
/// of another format): the system's index was lost. Each registered entity whose default query adopts this protocol
/// is asked, after the app's `searchIndexSource` (if any) has rebuilt the index, and before the first request.
public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {
    /// Donates every entity of the type to the index again.
    func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws
    /// Donates the entities with these identifiers to the index again.
    func reindexEntities(for identifiers: [Entity.ID], indexDescription: CSSearchableIndexDescription) async throws
}

extension IndexedEntityQuery {
    /// Asks for a full reindex of the app's index.
    public func _intentKitReindexAll() async throws -> Bool {
        try await reindexAllEntities(indexDescription: CSSearchableIndexDescription())
        return true
    }
}

#if os(Linux) || !canImport(CoreSpotlight)
    /// Which of the app's search indexes a reindex is for: IntentKit keeps one index per app, so always that one.
    public struct CSSearchableIndexDescription: Sendable, Hashable {
        /// The app's index.
        public init() {}
    }
#endif
