import Foundation
import IntentTransport

/// Runs blocking work on a thread of its own and awaits it, keeping the concurrency pool free for the code under test.
package enum OwnThread {
    /// Runs `work` on a new thread and returns what it returns or throws.
    package static func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                // A thread inherits the mask of the pool thread that creates it, and Foundation's `Process` hands it on:
                // a shell started here with SIGCHLD blocked waited for its background jobs forever.
                ChildSignals.unblockAll()
                continuation.resume(with: Swift.Result { try work() })
            }.start()
        }
    }

    /// Runs `work`, which cannot fail, on a new thread and returns what it returns.
    package static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread {
                ChildSignals.unblockAll()
                continuation.resume(returning: work())
            }.start()
        }
    }
}
