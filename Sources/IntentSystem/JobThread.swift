import Foundation

/// A thread of its own that runs submitted jobs one at a time, in order, for as long as the process lives.
///
/// For work that must not run on Swift's cooperative pool: work tied to a thread that never exits (spawning),
/// or work whose memory should stay apart from the pool threads' (making search documents).
package final class JobThread: @unchecked Sendable {
    // Unchecked: `jobs` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []

    /// Starts the thread, named for debuggers and profiles.
    package init(name: String) {
        NamedThread.start(name) { [self] in loop() }
    }

    /// Queues `job` and returns at once.
    package func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
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
}
