#if os(Linux) || !canImport(CoreSpotlight)
    /// Core Spotlight's index, as App Intents code donates entities to it: here, the app's ``SearchIndex``.
    ///
    /// ```swift
    /// try await CSSearchableIndex.default().indexAppEntities(events)
    /// try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: [event.id], ofType: EventEntity.self)
    /// ```
    /// Each call queues its work on the app's index and returns once the index has taken it, so a search that
    /// follows finds it. Outside a running app (no index yet) the calls throw ``CSSearchableIndexError``.
    public final class CSSearchableIndex: Sendable {
        /// The index every app has; named indexes are the same one here.
        public static func `default`() -> CSSearchableIndex { CSSearchableIndex() }

        /// The app's index.
        public init() {}

        /// The app's index: IntentKit keeps one index per app, whatever the name.
        public init(name: String) {}

        /// Indexes (or re-indexes) entities.
        /// - Parameters:
        ///   - entities: The entities, as they are now.
        ///   - priority: Accepted for Apple's shape; the index takes work in order.
        public func indexAppEntities<Entity: IndexedEntity>(_ entities: [Entity], priority: Int = 0) async throws {
            let index = try Self.appIndex()
            index.index(entities)
            await index.settle()
        }

        /// Removes the entities of a type with these identifiers from the index.
        public func deleteAppEntities<Entity: IndexedEntity>(identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type) async throws {
            let index = try Self.appIndex()
            index.delete(type, identifiers: identifiers)
            await index.settle()
        }

        /// Removes every entity of a type from the index.
        public func deleteAppEntities<Entity: IndexedEntity>(ofType type: Entity.Type) async throws {
            let index = try Self.appIndex()
            index.deleteAll(of: type)
            await index.settle()
        }

        private static func appIndex() throws -> SearchIndex {
            guard let index = AppDependencyManager.shared.registered(SearchIndex.self) else { throw CSSearchableIndexError.noRunningApp }
            return index
        }
    }

    /// Why a ``CSSearchableIndex`` call did nothing.
    public enum CSSearchableIndexError: Error, Sendable, CustomStringConvertible {
        /// No app is running: the index exists once `IntentApp.main` has opened the app's container.
        case noRunningApp

        /// What happened and what to do.
        public var description: String {
            "CSSearchableIndex: no search index yet; it exists once IntentApp.main has opened the app's container (call it from an intent or the app's set-up)"
        }
    }
#endif
