import Foundation
import IntentSystem
import IntentWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a connection's input on a thread that also runs the lone requests it reads, and stays awake briefly after
/// each message for the next.
///
/// A message that wakes a sleeping thread on a VM's other, idle virtual CPU waits far longer than one found
/// awake (see PERFORMANCE.md), and before this a request crossed three threads in the app: the reader, the thread
/// that ran it, the writer's. Now the thread that reads a request runs it when no other is in flight, writes the
/// reply, and then polls its input for up to the spin window (`INTENTKIT_SPIN`, 200 µs by default) when messages
/// have lately come that quickly, before it sleeps in `read(2)`. A lone request answered in one pass on one awake
/// thread: no hand-off, no wake-up.
///
/// It never holds up work for long:
/// - A job enqueued while the thread runs another goes to Swift's shared pool at once, unless that one started
///   within the last 50 µs and no other is waiting (a task's own continuation, resumed as its job ends), so an
///   intent's task group runs in parallel. A job kept waiting that way goes to the shared pool when another comes
///   after the running one has passed 50 µs.
/// - While the thread runs a job, nothing reads the input. A second thread stands by: when a job has run for a
///   millisecond (``takeOverAfter``), it takes over the reading, and any job kept waiting goes to the pool. So a
///   request that comes during a long one still runs at once, and `$/cancelRequest` still reaches a long one. The
///   two threads swap roles; the stand-by thread checks once a millisecond while messages are coming, and sleeps
///   untimed while the reader does.
/// - Concurrent requests (another in flight) go to the shared pool, as do jobs that come while the reader sleeps in
///   `read(2)`.
package final class InputReader: TaskExecutor, @unchecked Sendable {
    // Unchecked: every `var` is touched only with `condition` locked.

    /// The name of both of the reader's threads, as the system shows it.
    package static let threadName = "IntentKit read"

    /// The longest the reader polls its input for the next message before sleeping; zero never spins.
    package let spinWindow: Duration
    /// How long a job may have been running for the next job to wait for it rather than go to the shared pool.
    let holdLimit: Duration
    /// How long the reading thread may run a job before the stand-by thread takes over the reading.
    let takeOverAfter: Duration

    private enum Phase {
        /// Reading or handing out a chunk; jobs enqueued meanwhile run after it.
        case processing
        /// Polling the input for the next message, and the queue for jobs.
        case spinning
        /// Asleep in `read(2)`: jobs go to the shared pool.
        case blocked
        /// Running a job since the instant.
        case running(since: ContinuousClock.Instant)
    }

    private let fd: Int32
    private let condition = NSCondition()
    private var phase = Phase.processing
    /// The thread holding the reading role.
    private var reader: pthread_t?
    /// The jobs the reading thread runs next, in order.
    private var queue: [UnownedJob] = []
    private var ended = false
    private var standbyStarted = false
    private var standbyWaitsUntimed = false
    /// Whether a job went to the shared pool since the reader last went idle: then work is coming concurrently, and
    /// spinning would only take a core from it.
    private var passedOnSinceIdle = false
    /// Whether the last message read, or the last reply written, was large: its peer is busy with it for a while.
    private var largeMessage = false
    /// When the reader last went idle, and a moving average of how long the next message or job took to come.
    private var idleSince: ContinuousClock.Instant?
    private var averageGap: Duration = .zero
    private let hasWork = Atomic(false)
    private var onChunk: (@Sendable (ArraySlice<UInt8>) -> Void)?
    private var onEnd: (@Sendable () -> Void)?
    /// Other descriptors this thread reads (see ``addSource(fd:onChunk:onEnd:)``).
    private var sources = InputSources()
    private let counts = Mutex(JobCounts())

    /// Creates a reader of `fd`; call ``start(onChunk:onEnd:)`` to begin.
    /// - Parameters:
    ///   - fd: The descriptor to read.
    ///   - spinWindow: The longest the reader stays awake for the next message; zero never spins.
    ///   - holdLimit: How long a job may have been running for the next to wait for it rather than go to the pool.
    ///   - takeOverAfter: How long a job may run before the stand-by thread takes over the reading.
    ///   - readsOthers: Whether other inputs will be added (``addSource(fd:onChunk:onEnd:)``).
    package init(
        fd: Int32, spinWindow: Duration, holdLimit: Duration = .microseconds(50), takeOverAfter: Duration = .milliseconds(1), readsOthers: Bool = false
    ) {
        self.fd = fd
        self.spinWindow = spinWindow
        self.holdLimit = holdLimit
        self.takeOverAfter = takeOverAfter
        if readsOthers { sources.makeWakePipe() }
    }

    /// Starts reading: each chunk goes to `onChunk`, on the reading thread, and at end of file `onEnd` is called once.
    package func start(onChunk: @escaping @Sendable (ArraySlice<UInt8>) -> Void, onEnd: @escaping @Sendable () -> Void) {
        condition.lock()
        self.onChunk = onChunk
        self.onEnd = onEnd
        condition.unlock()
        NamedThread.start(Self.threadName) { [self] in
            condition.lock()
            reader = pthread_self()
            serve()
        }
    }

    /// Reads another descriptor on this reader's thread too: its chunks go to `onChunk` and its end to `onEnd`, as
    /// for the reader's own input.
    ///
    /// For a relay that reads two ends (`harness mcp`: its client's requests and its app's replies): a lone request
    /// then runs on the one thread that reads both, which finds the app's reply awake and resumes the request there.
    /// The reader ends when its own input and every other have ended; while its own has ended, the others are still
    /// read to their ends. A source added after the end is ended at once. The reader must have been made with
    /// `readsOthers`.
    package func addSource(fd: Int32, onChunk: @escaping @Sendable (ArraySlice<UInt8>) -> Void, onEnd: @escaping @Sendable () -> Void) {
        condition.lock()
        guard !ended else {
            condition.unlock()
            onEnd()
            return
        }
        precondition(!sources.onlyOwn, "a reader that reads other inputs is made with readsOthers: true")
        sources.others.append(InputSources.Source(fd: fd, onChunk: onChunk, onEnd: onEnd))
        sources.wakeReader()
        condition.unlock()
    }

    /// What the reader has done so far.
    package var jobCounts: JobCounts { counts.withLock { $0 } }

    /// Whether the calling thread holds the reading role: while it runs a job, nothing reads the input (for a
    /// millisecond, until the stand-by thread takes over), so waiting there for a message that input brings is
    /// waiting for oneself.
    package var isReadingThread: Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let reader else { return false }
        return pthread_equal(reader, pthread_self()) != 0
    }

    /// Notes that a reply of ``ReplyWaits/largeReplyBytes`` or more was just written: the reader sleeps after its job
    /// instead of spinning for the next message.
    package func noteLargeReply() {
        condition.lock()
        largeMessage = true
        condition.unlock()
    }

    // MARK: - Jobs

    /// Runs `job` on the reading thread when it is awake and free (or has only just started a job), else on the
    /// shared pool.
    package func enqueue(_ job: consuming ExecutorJob) {
        condition.lock()
        var reclaimed: [UnownedJob] = []
        let takes: Bool
        switch phase {
        case _ where ended:
            takes = false
        case .processing, .spinning:
            takes = true
        case .blocked:
            takes = false
        case .running(let since):
            let ranLong = ContinuousClock.now - since >= holdLimit
            takes = queue.isEmpty && !ranLong
            // The job the queue waits behind has run longer than a job should be waited for: it goes to the pool too.
            if ranLong {
                swap(&reclaimed, &queue)
                hasWork.store(false, ordering: .relaxed)
            }
        }
        guard takes else {
            passedOnSinceIdle = true
            condition.unlock()
            counts.withLock { $0.passedOn += reclaimed.count + 1 }
            for job in reclaimed { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
            globalConcurrentExecutor.enqueue(job)
            return
        }
        queue.append(UnownedJob(job))
        hasWork.store(true, ordering: .releasing)
        let startsStandby = !standbyStarted
        standbyStarted = true
        condition.unlock()
        if startsStandby { NamedThread.start(Self.threadName) { [self] in standBy() } }
    }

    // MARK: - The reading thread

    /// The reading thread's loop, entered with `condition` locked by the thread holding the reading role; returns
    /// (unlocked) at end of file or when another thread took the role.
    private func serve() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            guard !ended, let reader, pthread_equal(reader, pthread_self()) != 0 else { return standByAfterLosingRole() }
            if !queue.isEmpty {
                runNextJob()
                continue
            }
            // Idle: poll for the next message while it is likely to come soon, then sleep in read(2).
            let spins = spinWindow > .zero && averageGap <= spinWindow && !passedOnSinceIdle && !largeMessage
            passedOnSinceIdle = false
            largeMessage = false
            let wentIdle = ContinuousClock.now
            idleSince = wentIdle
            phase = .spinning
            // What to watch, taken under the lock: a source added from another thread changes `sources`.
            let watched = sources.onlyOwn ? nil : sources.watched(own: fd)
            let wakeFD = sources.wake?.read
            condition.unlock()
            let found = spins ? awaitInputOrWork(for: spinWindow, among: watched) : .nothing
            condition.lock()
            if !queue.isEmpty {
                if found != .nothing { counts.withLock { $0.spun += 1 } }
                continue
            }
            hasWork.store(false, ordering: .relaxed)
            phase = found == .input ? .processing : .blocked
            condition.unlock()
            if found == .input { counts.withLock { $0.spun += 1 } }
            if let watched {
                guard readFromAny(watched, wakeFD: wakeFD, into: &buffer, idleSince: wentIdle) else { return }
                continue
            }
            let count = FileDescriptorIO.readChunk(fd, into: &buffer)
            noteRead(count, idleSince: wentIdle)
            guard count > 0 else { return reachEnd() }
            let onChunk = onChunk!
            condition.unlock()
            onChunk(buffer[0..<count])
            condition.lock()
        }
    }

    /// Runs the first queued job; entered and left with `condition` locked.
    private func runNextJob() {
        let job = queue.removeFirst()
        hasWork.store(!queue.isEmpty, ordering: .relaxed)
        phase = .running(since: .now)
        condition.unlock()
        job.runSynchronously(on: asUnownedTaskExecutor())
        condition.lock()
        // Only the thread still holding the role sets the phase: the stand-by thread may have taken over.
        if let reader, pthread_equal(reader, pthread_self()) != 0 { phase = .processing }
    }

    private enum Arrival { case input, work, nothing }

    /// After a read of `count` bytes: locks, and notes how long the input took to come and whether it was large.
    private func noteRead(_ count: Int, idleSince wentIdle: ContinuousClock.Instant) {
        condition.lock()
        phase = .processing
        averageGap = (averageGap * 3 + (ContinuousClock.now - wentIdle)) / 4
        if standbyWaitsUntimed { condition.broadcast() }
        if count >= ReplyWaits.largeReplyBytes { largeMessage = true }
    }

    /// Reads whichever of several inputs has bytes (waiting until one has) and hands them to its owner; at an input's
    /// end, calls its owner's end, and the reader's when every input has ended. Entered unlocked; returns locked and
    /// `true`, or unlocked and `false` when the last input ended.
    private func readFromAny(_ watched: [Int32], wakeFD: Int32?, into buffer: inout [UInt8], idleSince wentIdle: ContinuousClock.Instant) -> Bool {
        guard let ready = InputSources.ready(among: watched, wake: wakeFD, wait: true) else {
            condition.lock()  // woken to watch a source added meanwhile
            phase = .processing
            return true
        }
        let count = FileDescriptorIO.readChunk(ready, into: &buffer)
        noteRead(count, idleSince: wentIdle)
        let own = ready == fd && !sources.ownEnded
        let other = own ? nil : sources.others.firstIndex { $0.fd == ready }
        let handler: (@Sendable (ArraySlice<UInt8>) -> Void)?
        if count > 0 {
            handler = own ? onChunk : other.map { sources.others[$0].onChunk }
        } else {
            let ending: (@Sendable () -> Void)?
            if own {
                sources.ownEnded = true
                ending = onEnd
                onEnd = nil
            } else {
                ending = other.map { sources.others.remove(at: $0).onEnd }
            }
            if sources.ownEnded, sources.others.isEmpty {
                reachEnd(after: ending)
                return false
            }
            handler = nil
            condition.unlock()
            ending?()
            condition.lock()
        }
        guard let handler else { return true }
        condition.unlock()
        handler(buffer[0..<count])
        condition.lock()
        return true
    }

    /// Polls the input (or, for a reader of several, each) and the queue for at most `window`, yielding the CPU to any
    /// other runnable thread as it goes; what came first.
    private func awaitInputOrWork(for window: Duration, among watched: [Int32]?) -> Arrival {
        let deadline = ContinuousClock.now + window
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var rounds = 0
        while !hasWork.load(ordering: .acquiring) {
            if let watched {
                if InputSources.ready(among: watched, wake: nil, wait: false) != nil { return .input }
            } else if poll(&poller, 1, 0) != 0 {
                return .input
            }
            rounds += 1
            if rounds % 8 == 0 {
                if ContinuousClock.now > deadline { return .nothing }
                sched_yield()
            }
        }
        return .work
    }

    /// At end of file: jobs still queued go to the pool, the stand-by thread stops, and `onEnd` runs; entered with
    /// `condition` locked, returns unlocked.
    /// `ending` is the end of the input that ended last, when the reader read several.
    private func reachEnd(after ending: (@Sendable () -> Void)? = nil) {
        ended = true
        sources.closeWakePipe()
        let left = queue
        queue = []
        let onEnd = onEnd
        self.onChunk = nil
        self.onEnd = nil
        condition.broadcast()
        condition.unlock()
        for job in left { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
        ending?()
        onEnd?()
    }

    // MARK: - The stand-by thread

    /// The stand-by thread's loop: takes over the reading when the reading thread has run one job too long.
    private func standBy() {
        condition.lock()
        standByLocked()
    }

    /// A reading thread whose role was taken while it ran a job stands by in its turn; entered locked.
    private func standByAfterLosingRole() {
        guard !ended else {
            condition.unlock()
            return
        }
        standByLocked()
    }

    private func standByLocked() {
        while !ended {
            if case .running(let since) = phase, ContinuousClock.now - since >= takeOverAfter {
                takeOver()
                return
            }
            switch phase {
            case .blocked:
                standbyWaitsUntimed = true
                condition.wait()
                standbyWaitsUntimed = false
            case .running(let since):
                _ = condition.wait(until: Date.now.addingTimeInterval((since + takeOverAfter - .now).timeInterval + 0.000_05))
            case .processing, .spinning:
                _ = condition.wait(until: Date.now.addingTimeInterval(takeOverAfter.timeInterval))
            }
        }
        condition.unlock()
    }

    /// Takes the reading role from a thread busy with a long job; entered locked, returns unlocked.
    private func takeOver() {
        reader = pthread_self()
        let reclaimed = queue
        queue = []
        hasWork.store(false, ordering: .relaxed)
        phase = .processing
        passedOnSinceIdle = true
        condition.unlock()
        counts.withLock {
            $0.takeovers += 1
            $0.passedOn += reclaimed.count
        }
        for job in reclaimed { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
        condition.lock()
        serve()
    }
}
