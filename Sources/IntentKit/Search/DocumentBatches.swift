import IntentSystem
import IntentWire

/// Makes a donation's documents and their words on a thread of their own, in batches, while the index's worker adds
/// the batches already made: on a machine with two cores, making documents (entities, display text, words) and
/// adding them to the word map then take about the same time side by side instead of one after the other.
///
/// The thread is a dedicated one, not one of Swift's pool: at 100,000 events its work takes about half a second,
/// which would hold one of a two-core machine's two pool threads from the app's requests.
enum DocumentBatches {
    /// Documents to index, each with its distinct words.
    typealias Batch = [(document: SearchDocument, words: [String])]

    /// How many documents a batch holds: enough to make handing one over cheap, few enough to start adding soon.
    static let size = 256

    /// The thread documents are made on, started on first use.
    private static let thread = JobThread(name: "IntentKit search documents")

    /// Starts making the documents and returns the batches as they are made.
    /// - Parameter makeDocuments: Calls its argument with each document, in order.
    static func start(_ makeDocuments: @escaping @Sendable (_ deliver: (SearchDocument) -> Void) -> Void) -> AsyncStream<Batch> {
        let (batches, continuation) = AsyncStream<Batch>.makeStream()
        thread.submit {
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
