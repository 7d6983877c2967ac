import Foundation

/// Makes a donation's documents and their words on a thread of their own, in batches, while the index's worker adds
/// the batches already made: on a machine with two cores, making documents (entities, display text, words) and
/// adding them to the word map then take about the same time side by side instead of one after the other.
///
/// The thread is a dedicated one, not one of Swift's pool: the short-lived entities it makes are then allocated
/// apart from what the index keeps (made by the worker), and given back whole. Made on pool threads, they were
/// interleaved with the index's own memory and left the app 20-35 MB larger at 100,000 events.
enum DocumentBatches {
    /// Documents to index, each with its distinct words.
    typealias Batch = [(document: SearchDocument, words: [String])]

    /// How many documents a batch holds: enough to make handing one over cheap, few enough to start adding soon.
    static let size = 256

    /// Starts making the documents and returns the batches as they are made.
    /// - Parameter makeDocuments: Calls its argument with each document, in order.
    static func start(_ makeDocuments: @escaping @Sendable (_ deliver: (SearchDocument) -> Void) -> Void) -> AsyncStream<Batch> {
        let (batches, continuation) = AsyncStream<Batch>.makeStream()
        DocumentThread.shared.submit {
            var batch: Batch = []
            batch.reserveCapacity(size)
            makeDocuments { document in
                batch.append((document, document.tokens))
                if batch.count == size {
                    continuation.yield(batch)
                    batch = []
                    batch.reserveCapacity(size)
                }
            }
            if !batch.isEmpty { continuation.yield(batch) }
            continuation.finish()
        }
        return batches
    }
}

/// One thread, started on first use, that runs submitted work in order.
private final class DocumentThread: @unchecked Sendable {
    static let shared = DocumentThread()

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var work: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "IntentKit search documents"
        thread.start()
    }

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        work.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while work.isEmpty { condition.wait() }
            let job = work.removeFirst()
            condition.unlock()
            job()
        }
    }
}
