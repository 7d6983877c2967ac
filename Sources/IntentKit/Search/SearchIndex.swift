import Foundation
import IntentWire

/// The app's search index, the analogue of Spotlight's: entities the app donates, searchable by the system.
///
/// Like Spotlight it is asynchronous: ``index(_:generation:)`` and the delete
/// methods queue their work and return at once, off the intent's path. A
/// search first settles the queue, so a test never needs to sleep. The index
/// is saved in the app's container a moment after changes stop (at most once
/// a second, however many changes arrive) and before the app exits normally
/// (stdin closed or `shutdown`).
///
/// It is a cache of the app's store: when the app declares a
/// ``SearchIndexSource``, an index that is missing, unreadable, empty or
/// behind the store is rebuilt from it at start (see ``SearchIndexSource``),
/// so a crash never leaves stale or missing hits behind.
///
/// IntentKit creates it before the app's services and registers it, so
/// intents read it with `@Dependency var searchIndex: SearchIndex`; the app's
/// set-up closure finds it in `context.searchIndex`.
public final class SearchIndex: Sendable {
    /// The index file's name inside the container.
    public static let fileName = "search-index.json"

    private let worker: SearchIndexWorker
    private let queue: AsyncStream<SearchIndexOperation>.Continuation
    /// Why the saved index could not be used as it was, if it could not.
    let loadProblem: String?
    /// Whether an index file was there but could not be used (unreadable, or of another format): the index was lost,
    /// and ``IndexedEntityQuery`` types are asked to donate their entities again.
    let wasLost: Bool

    /// Opens the index in a container directory and starts its worker.
    ///
    /// A missing or unreadable index file starts an empty index (the file is
    /// replaced at the next save); ``synchronize(with:)`` then rebuilds it.
    public init(directory: URL) {
        let fileURL = directory.appendingPathComponent(Self.fileName)
        let loaded = SearchIndexFile.load(from: fileURL)
        let worker = SearchIndexWorker(fileURL: fileURL, index: InvertedIndex(documents: loaded.documents), generation: loaded.generation)
        let (stream, continuation) = AsyncStream<SearchIndexOperation>.makeStream()
        self.worker = worker
        self.queue = continuation
        self.loadProblem = loaded.problem
        self.wasLost = loaded.fileWasUnusable
        Task.detached { await worker.run(stream) }
    }

    /// Queues entities to be indexed (or re-indexed, replacing what was indexed for them).
    /// - Parameters:
    ///   - entities: The entities, as they are now.
    ///   - generation: The store's generation after the change these entities reflect; `nil` when unknown
    ///     (the index then counts as behind the store and is rebuilt at the next start).
    public func index<Entity: IndexedEntity>(_ entities: [Entity], generation: UInt64? = nil) {
        queue.yield(.insert({ deliver in for entity in entities { deliver(entity.searchDocument) } }, generation: generation))
    }

    /// Queues entities that the index makes when it gets to them, off the caller's path (on a thread of its own,
    /// while its worker adds the ones already made).
    ///
    /// For large donations: a store can hand over a closure that builds the entities from an
    /// immutable snapshot, so a bulk write returns before its entities are even made. Return a
    /// lazy sequence to have each entity made, indexed and let go in turn, instead of holding
    /// them all at once:
    /// ```swift
    /// searchIndex.index(generation: next.generation) { added.lazy.map { next.entity(for: $0) } }
    /// ```
    public func index<Entities: Sequence & SendableMetatype>(generation: UInt64? = nil, _ makeEntities: @escaping @Sendable () -> Entities)
    where Entities.Element: IndexedEntity {
        queue.yield(.insert({ deliver in for entity in makeEntities() { deliver(entity.searchDocument) } }, generation: generation))
    }

    /// Queues the removal of entities of a type by identifier.
    public func delete<Entity: IndexedEntity>(_ type: Entity.Type, identifiers: [Entity.ID], generation: UInt64? = nil) {
        queue.yield(.delete(type: Entity.typeIdentifier, ids: identifiers.map(\.entityIdentifierString), generation: generation))
    }

    /// Queues the removal of every entity of a type.
    public func deleteAll<Entity: IndexedEntity>(of type: Entity.Type, generation: UInt64? = nil) {
        queue.yield(.deleteType(Entity.typeIdentifier, generation: generation))
    }

    /// Queues the removal of everything.
    public func deleteAll(generation: UInt64? = nil) {
        queue.yield(.replaceAll({ _ in }, generation: generation))
    }

    /// Queues replacing everything with a snapshot of the store.
    public func replaceAll(with snapshot: SearchIndexSnapshot) {
        queue.yield(.replaceAll({ deliver in for entity in snapshot.entities { deliver(entity.searchDocument) } }, generation: snapshot.generation))
    }

    /// Waits until every queued change is applied (searches see them); the file may be saved a moment later.
    public func settle() async {
        await withCheckedContinuation { continuation in queue.yield(.barrier(continuation)) }
    }

    /// Waits until every queued change is applied and the index file is written.
    public func save() async {
        await withCheckedContinuation { continuation in queue.yield(.save(continuation)) }
    }

    /// Brings the index up to date with the store: queues a rebuild when it is unreadable, empty or behind.
    ///
    /// It returns once the rebuild is queued, not applied: searches, like every queued change, come after it
    /// (see ``settle()``), and an app starting on a new container answers its first request while the
    /// index is built (applying it took half a millisecond of every such launch).
    /// - Returns: Why it is rebuilt, or `nil` when it was current.
    @discardableResult
    public func synchronize(with source: any SearchIndexSource) async throws -> String? {
        await settle()
        let current = await worker.state
        let storeGeneration = try await source.searchIndexGeneration()
        let reason: String
        if let loadProblem {
            reason = loadProblem
        } else if current.generation != storeGeneration {
            reason = "it reflects generation \(current.generation.map(String.init) ?? "unknown") of the store, which is at \(storeGeneration)"
        } else if current.count == 0 {
            reason = "it is empty"
        } else {
            return nil
        }
        replaceAll(with: try await source.searchIndexSnapshot())
        return reason
    }

    /// Settles, then returns the identifiers of a type's matching entities, best first.
    func search(type: String, query: String?) async -> [String] {
        await settle()
        return await worker.search(type: type, query: query)
    }
}

enum SearchIndexOperation: Sendable {
    /// Documents made off the caller's path (see ``DocumentBatches``), handed one by one to the closure's argument.
    case insert(@Sendable (_ deliver: (SearchDocument) -> Void) -> Void, generation: UInt64?)
    case delete(type: String, ids: [String], generation: UInt64?)
    case deleteType(String, generation: UInt64?)
    case replaceAll(@Sendable (_ deliver: (SearchDocument) -> Void) -> Void, generation: UInt64?)
    case barrier(CheckedContinuation<Void, Never>)
    case save(CheckedContinuation<Void, Never>)
}

/// Applies queued operations in order; saves (with the generation of the last change) a moment after changes stop,
/// so that a burst of changes, such as seeding thousands of entities in batches, is written once, not once per batch.
actor SearchIndexWorker {
    private let fileURL: URL
    private var index: InvertedIndex
    private var generation: UInt64?
    /// Whether the index has changes the file does not have yet.
    private var isDirty = false
    /// Whether a delayed save is already scheduled.
    private var saveIsScheduled = false
    /// Whether a donation is being added batch by batch: a delayed save waits for the whole of it.
    private var isApplying = false
    /// How long after a change the file is written, if nothing asks sooner.
    static let saveDelay = Duration.seconds(1)

    init(fileURL: URL, index: InvertedIndex, generation: UInt64?) {
        self.fileURL = fileURL
        self.index = index
        self.generation = generation
    }

    /// The generation the index reflects and how many documents it holds.
    var state: (generation: UInt64?, count: Int) { (generation, index.count) }

    func run(_ operations: AsyncStream<SearchIndexOperation>) async {
        for await operation in operations {
            let started = ContinuousClock.now
            defer { if ContinuousClock.now - started > MemoryTrim.threshold { MemoryTrim.soon() } }
            switch operation {
            case .insert(let makeDocuments, let generation):
                isApplying = true
                for await batch in DocumentBatches.start(makeDocuments) {
                    for (document, words) in batch { index.insert(document.storedCopy(), words: words) }
                }
                isApplying = false
                self.generation = generation
            case .delete(let type, let ids, let generation):
                for id in ids { index.remove(InvertedIndex.Key(type: type, id: id)) }
                self.generation = generation
            case .deleteType(let type, let generation):
                index.removeAll(ofType: type)
                self.generation = generation
            case .replaceAll(let makeDocuments, let generation):
                // Built apart and swapped in whole: a search meanwhile sees the old index, not half of the new one.
                isApplying = true
                var rebuilt = InvertedIndex()
                for await batch in DocumentBatches.start(makeDocuments) {
                    for (document, words) in batch { rebuilt.insert(document.storedCopy(), words: words) }
                }
                index = rebuilt
                isApplying = false
                self.generation = generation
            case .barrier(let continuation):
                continuation.resume()
                continue
            case .save(let continuation):
                saveIfDirty()
                continuation.resume()
                continue
            }
            isDirty = true
            scheduleSave()
        }
    }

    private func scheduleSave() {
        guard !saveIsScheduled else { return }
        saveIsScheduled = true
        Task {
            try? await Task.sleep(for: Self.saveDelay)
            self.saveIsScheduled = false
            if self.isApplying {
                self.scheduleSave()
            } else {
                self.saveIfDirty()
            }
        }
    }

    private func saveIfDirty() {
        guard isDirty else { return }
        isDirty = false
        save()
    }

    func search(type: String, query: String?) -> [String] {
        index.search(type: type, query: query)
    }

    private func save() {
        do {
            try SearchIndexFile.save(index.allDocuments, generation: generation, to: fileURL)
            MemoryTrim.soon()
        } catch {
            AppLog.line("search index: could not save \(fileURL.path): \(error)")
        }
    }
}
