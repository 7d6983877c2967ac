import Foundation

/// A thread that lives as long as the process and performs every spawn.
///
/// Linux delivers an app's parent-death signal when the *thread* that spawned
/// it exits, not the process. Spawning from a pool thread that later retires
/// would kill a healthy app; spawning here ties the signal to the process.
final class SpawnThread: @unchecked Sendable {
    // Unchecked: `jobs` is only touched with `condition` locked.
    static let shared = SpawnThread()

    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [self] in loop() }
        thread.name = "IntentWire spawner"
        thread.start()
    }

    /// Runs `work` on the spawn thread and returns its result.
    func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) throws -> Result {
        let done = DispatchSemaphore(value: 0)
        let outcome = ResultSlot<Result>()
        condition.lock()
        jobs.append {
            outcome.value = Swift.Result { try work() }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return try outcome.value!.get()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }

    /// Carries a result from the spawn thread; written before the semaphore signals, read after.
    private final class ResultSlot<Value: Sendable>: @unchecked Sendable {
        var value: Swift.Result<Value, any Error>?
    }
}
