import Foundation
import Synchronization

/// The executor incoming requests' tasks prefer: one thread of its own that stays awake briefly after each job for
/// the next, and hands any job that comes while it is busy to Swift's shared pool.
///
/// A request's task created on the shared pool is run by a parked pool thread that the reader thread wakes; on a
/// VM that thread is often on the other, idle virtual CPU, and waking it took 45-60 µs of CometCal's 67-89 µs
/// answer to a one-line intent (22-39 µs through this executor, read by a client on one thread; see
/// PERFORMANCE.md). This thread spins for the next job for at most its window (`INTENTKIT_SPIN`, 200 µs by
/// default) when jobs have lately come that quickly after it went idle, and otherwise sleeps until woken.
///
/// It never holds up work for long: a job enqueued while the thread runs another goes to the shared pool at once,
/// unless that one started within the last 50 µs and no other is waiting (a task's own continuation, resumed by
/// another thread as its job ends), so an intent's task group runs in parallel as before. A job kept waiting
/// that way goes to the shared pool too when another comes after the running one has passed 50 µs. Only a request that
/// comes while no other is in flight on its connection prefers this executor; concurrent requests go to the
/// shared pool as before. Jobs of tasks isolated to an actor with an executor of its own (the main actor) run there.
package final class RequestExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: every `var` is touched only with `condition` locked.

    /// The executor of this process's request tasks, with the environment's window.
    package static let shared = RequestExecutor(spinWindow: IntentKitEnvironment.spinWindow())

    /// How long a job may have been running for the next job to wait for it here rather than go to the shared pool:
    /// a task's own continuation, resumed by another thread as the job ends, runs next on this thread.
    let holdLimit: Duration

    /// The name of the executor's thread, as the system shows it.
    package static let threadName = "IntentKit req"

    /// The longest the thread stays awake for the next job; zero never spins.
    package let spinWindow: Duration
    private let condition = NSCondition()
    /// The job the thread runs next.
    private var next: UnownedJob?
    /// When the running job started; `nil` while the thread has none.
    private var runningSince: ContinuousClock.Instant?
    private var parked = false
    /// Whether a job went to the shared pool since the thread last waited: then requests are coming concurrently,
    /// and spinning would only take a core from them.
    private var passedOnSinceWaiting = false
    /// Whether the job just run sent a large reply, which its peer takes a while to read: no request comes soon,
    /// and a spinning thread would take a core from whatever else is running meanwhile.
    private var repliedLarge = false
    private let hasWork = Atomic(false)
    /// When the thread last ran out of work, and a moving average of how long the next job took to come after it.
    private var idleSince: ContinuousClock.Instant?
    private var averageGap: Duration = .zero
    /// How many jobs the thread took while spinning, and how many it passed to the shared pool, for tests.
    private let counts = Mutex((spun: 0, passedOn: 0))

    /// Starts the executor's thread.
    /// - Parameters:
    ///   - spinWindow: The longest the thread stays awake for the next job; zero never spins.
    ///   - holdLimit: How long a job may have been running for the next to wait for it rather than go to the pool.
    package init(spinWindow: Duration, holdLimit: Duration = .microseconds(50)) {
        self.spinWindow = spinWindow
        self.holdLimit = holdLimit
        NamedThread.start(Self.threadName) { [self] in serve() }
    }

    /// Runs `job` on this executor's thread when it is free or has only just started a job, else on the shared pool.
    package func enqueue(_ job: consuming ExecutorJob) {
        condition.lock()
        let takes: Bool
        var reclaimed: UnownedJob?
        if let waiting = next {
            takes = false
            // The job it waits behind has run longer than a job should be waited for: it goes to the pool too.
            if let runningSince, ContinuousClock.now - runningSince >= holdLimit {
                reclaimed = waiting
                next = nil
                hasWork.store(false, ordering: .relaxed)
            }
        } else if let runningSince {
            takes = ContinuousClock.now - runningSince < holdLimit
        } else {
            takes = true
        }
        guard takes else {
            passedOnSinceWaiting = true
            condition.unlock()
            counts.withLock { $0.passedOn += reclaimed == nil ? 1 : 2 }
            if let reclaimed { globalConcurrentExecutor.enqueue(ExecutorJob(reclaimed)) }
            globalConcurrentExecutor.enqueue(job)
            return
        }
        next = UnownedJob(job)
        if let idleSince {
            averageGap = (averageGap * 3 + (ContinuousClock.now - idleSince)) / 4
            self.idleSince = nil
        }
        hasWork.store(true, ordering: .releasing)
        if parked { condition.signal() }
        condition.unlock()
    }

    /// Notes that a reply of ``ReplyWaits/largeReplyBytes`` or more was just written: the thread sleeps after its job
    /// instead of spinning for the next request.
    package func noteLargeReply() {
        condition.lock()
        repliedLarge = true
        condition.unlock()
    }

    /// How many jobs the thread took while spinning, and how many went to the shared pool as it was busy.
    package var jobCounts: (spun: Int, passedOn: Int) { counts.withLock { $0 } }

    private func serve() {
        while true {
            condition.lock()
            var spun = false
            if next == nil {
                let spins = spinWindow > .zero && averageGap <= spinWindow && !passedOnSinceWaiting && !repliedLarge
                passedOnSinceWaiting = false
                repliedLarge = false
                condition.unlock()
                spun = spins && SpinWait.until(hasWork, for: spinWindow)
                condition.lock()
                while next == nil {
                    parked = true
                    condition.wait()
                    parked = false
                }
            }
            let job = next!
            next = nil
            runningSince = .now
            hasWork.store(false, ordering: .relaxed)
            condition.unlock()
            if spun { counts.withLock { $0.spun += 1 } }
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.lock()
            runningSince = nil
            if next == nil { idleSince = .now }
            condition.unlock()
        }
    }
}
