import IntentWire

/// The data the search index caches: the app's store, which can say how current the index is and rebuild it.
///
/// The index is a cache of the store. The store keeps a *generation*, a
/// number it changes with every committed change and persists with its data,
/// and passes it with every donation (``SearchIndex/index(_:generation:)``).
/// The index saves the generation of the last change it applied. At start,
/// IntentKit compares the two: when the index is missing, unreadable, empty
/// or behind (a crash lost queued donations), it is rebuilt from
/// ``searchIndexSnapshot()`` before the first request is served.
///
/// Donate from inside the store's own serialized commit (an actor method), so
/// donations reach the index in generation order. Declare the conforming
/// type in the app description's `searchIndexSource` and register it as a
/// dependency.
public protocol SearchIndexSource: Sendable {
    /// The generation of the committed data.
    func searchIndexGeneration() async throws -> UInt64
    /// Everything that belongs in the index now, and the generation it reflects.
    func searchIndexSnapshot() async throws -> SearchIndexSnapshot
}

/// Everything the index should hold at one generation of the store.
public struct SearchIndexSnapshot: Sendable {
    /// The generation the entities reflect.
    public var generation: UInt64
    /// The entities to index.
    public var entities: [any IndexedEntity]

    /// Creates a snapshot.
    public init(generation: UInt64, entities: [any IndexedEntity]) {
        self.generation = generation
        self.entities = entities
    }
}
