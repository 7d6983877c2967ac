import Foundation

/// The thread that performs every spawn; it lives as long as the process.
///
/// Linux delivers an app's parent-death signal when the *thread* that spawned
/// it exits, not the process. Spawning from a pool thread that later retires
/// would kill a healthy app; spawning here ties the signal to the process.
package enum SpawnThread {
    private static let thread = JobThread(name: "IntentWire spawner")

    /// Runs `work` on the spawn thread and returns its result.
    package static func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) throws -> Result {
        let done = DispatchSemaphore(value: 0)
        let outcome = ResultSlot<Result>()
        thread.submit {
            outcome.value = Swift.Result { try work() }
            done.signal()
        }
        done.wait()
        return try outcome.value!.get()
    }

    /// Carries a result from the spawn thread; written before the semaphore signals, read after.
    private final class ResultSlot<Value: Sendable>: @unchecked Sendable {
        var value: Swift.Result<Value, any Error>?
    }
}
