import Foundation

/// The app's search index, the analogue of Spotlight's: entities the app donates, searchable by the system.
///
/// Like Spotlight it is asynchronous: ``index(_:)`` and the delete methods
/// queue their work and return at once, off the intent's path. A search
/// first settles the queue, so a test never needs to sleep. The index is
/// persisted in the app's container and survives a relaunch.
///
/// Queued work is saved before the app exits normally (stdin closed or
/// `shutdown`); like Spotlight, work still queued when the process crashes
/// may be lost.
///
/// IntentKit creates it before the app's services and registers it, so
/// intents read it with `@Dependency var searchIndex: SearchIndex`.
/// ```swift
/// searchIndex.index([event.entity])          // on create and update
/// searchIndex.delete(EventEntity.self, identifiers: [event.id])
/// ```
public final class SearchIndex: Sendable {
    /// The index file's name inside the container.
    public static let fileName = "search-index.json"

    private let worker: SearchIndexWorker
    private let queue: AsyncStream<SearchIndexOperation>.Continuation

    /// Opens (or creates) the index in a container directory and starts its worker.
    /// - Throws: When the index file exists but cannot be read; the file is left untouched.
    public init(directory: URL) throws {
        let fileURL = directory.appendingPathComponent(Self.fileName)
        var documents: [SearchDocument] = []
        if let data = FileManager.default.contents(atPath: fileURL.path) {
            do {
                documents = try JSONDecoder().decode([SearchDocument].self, from: data)
            } catch {
                throw AtomicFileError(message: "the search index \(fileURL.path) is unreadable: \(error); delete it and re-index")
            }
        }
        let worker = SearchIndexWorker(fileURL: fileURL, index: InvertedIndex(documents: documents))
        let (stream, continuation) = AsyncStream<SearchIndexOperation>.makeStream()
        self.worker = worker
        self.queue = continuation
        Task.detached { await worker.run(stream) }
    }

    /// Queues entities to be indexed (or re-indexed, replacing what was indexed for them).
    public func index<Entity: IndexedEntity>(_ entities: [Entity]) {
        queue.yield(.insert(entities.map(\.searchDocument)))
    }

    /// Queues the removal of entities of a type by identifier.
    public func delete<Entity: IndexedEntity>(_ type: Entity.Type, identifiers: [Entity.ID]) {
        queue.yield(.delete(type: Entity.typeIdentifier, ids: identifiers.map(\.entityIdentifierString)))
    }

    /// Queues the removal of every entity of a type.
    public func deleteAll<Entity: IndexedEntity>(of type: Entity.Type) {
        queue.yield(.deleteType(Entity.typeIdentifier))
    }

    /// Queues the removal of everything.
    public func deleteAll() {
        queue.yield(.deleteEverything)
    }

    /// Waits until every queued change is applied and saved.
    public func settle() async {
        await withCheckedContinuation { continuation in queue.yield(.barrier(continuation)) }
    }

    /// Settles, then returns the identifiers of a type's matching entities, best first.
    func search(type: String, query: String?) async -> [String] {
        await settle()
        return await worker.search(type: type, query: query)
    }
}

enum SearchIndexOperation: Sendable {
    case insert([SearchDocument])
    case delete(type: String, ids: [String])
    case deleteType(String)
    case deleteEverything
    case barrier(CheckedContinuation<Void, Never>)
}

/// Applies queued operations in order and saves after each change.
actor SearchIndexWorker {
    private let fileURL: URL
    private var index: InvertedIndex

    init(fileURL: URL, index: InvertedIndex) {
        self.fileURL = fileURL
        self.index = index
    }

    func run(_ operations: AsyncStream<SearchIndexOperation>) async {
        var dirty = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        for await operation in operations {
            switch operation {
            case .insert(let documents):
                documents.forEach { index.insert($0) }
                dirty = true
            case .delete(let type, let ids):
                ids.forEach { index.remove(InvertedIndex.Key(type: type, id: $0)) }
                dirty = true
            case .deleteType(let type):
                index.removeAll(ofType: type)
                dirty = true
            case .deleteEverything:
                index.removeAll()
                dirty = true
            case .barrier(let continuation):
                waiting.append(continuation)
            }
            // Save after every change (a donation of many entities is one change), then release anyone settling.
            if dirty { save() }
            dirty = false
            waiting.forEach { $0.resume() }
            waiting.removeAll()
        }
    }

    func search(type: String, query: String?) -> [String] {
        index.search(type: type, query: query)
    }

    private func save() {
        do {
            let documents = index.documents.values.sorted { ($0.type, $0.id) < ($1.type, $1.id) }
            try AtomicFile.write(try JSONEncoder().encode(documents), to: fileURL)
        } catch {
            FileHandle.standardError.write(Data("search index: could not save \(fileURL.path): \(error)\n".utf8))
        }
    }
}
