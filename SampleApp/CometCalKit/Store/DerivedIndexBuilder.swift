import Foundation

/// Builds a store's ``DerivedEventIndexes`` on a thread of its own after a large change, so that the first
/// query after it does not wait for them.
///
/// A large store's build takes long enough that the first title query after seeding would spend it waiting (and the
/// requests right after it run slower, as the scheduler still counts the app busy). Built ahead,
/// the indexes are ready before anyone asks unless someone asks at once; a query that comes during the build
/// waits only for the rest of it, and one that comes before it started builds them itself, as before.
///
/// A build starts only once the work it must not compete with is done (the search index taking in the same
/// change: run side by side on two cores, the pair made the index searchable later). One build runs at
/// a time and at most one waits: a newer request replaces a waiting one, so a run of large changes costs at
/// most one build thrown away. The thread exits when nothing is left to build.
final class DerivedIndexBuilder: @unchecked Sendable {
    // Unchecked: every `var` is touched only with `condition` locked.
    /// Fewer events than this are indexed on first use: the build takes under 10 ms.
    static let threshold = 5_000

    private struct Build {
        let generation: UInt64
        let events: [EventRecord]
    }

    /// Waited for before each build.
    private let prerequisite: @Sendable () async -> Void
    /// Guards every property below, and signals when a build finishes.
    private let condition = NSCondition()
    private var waiting: Build?
    private var running: UInt64?
    private var finished: (generation: UInt64, indexes: DerivedEventIndexes)?
    private var hasThread = false
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a builder with no thread; one starts at the first request.
    /// - Parameter prerequisite: Work to let finish before each build, such as the search index taking in the change.
    init(after prerequisite: @escaping @Sendable () async -> Void = {}) {
        self.prerequisite = prerequisite
    }

    /// Asks for the indexes of `events`, the store's data at `generation`, replacing any request still waiting.
    func request(_ events: [EventRecord], generation: UInt64) {
        condition.lock()
        defer { condition.unlock() }
        waiting = Build(generation: generation, events: events)
        if finished.map({ $0.generation != generation }) ?? false { finished = nil }
        guard !hasThread else { return }
        hasThread = true
        let thread = Thread { [self] in run() }
        thread.name = "CometCal indexes"
        thread.start()
    }

    /// The indexes for `generation`: at once if built, after the rest of the build if it is running;
    /// `nil` if they were never asked for, or their build has not started (the caller builds them itself,
    /// and the waiting request is dropped).
    func take(generation: UInt64) -> DerivedEventIndexes? {
        condition.lock()
        defer { condition.unlock() }
        if waiting?.generation == generation {
            waiting = nil
            resumeIdleWaitersIfIdle()
            return nil
        }
        while running == generation { condition.wait() }
        defer { finished = nil }  // taken, or for an older generation, which the store never asks for again
        return finished?.generation == generation ? finished?.indexes : nil
    }

    /// Waits until no build is running or waiting, without holding up a thread of the concurrency runtime
    /// (a waiting build may need one to see its prerequisite through).
    func waitUntilIdle() async {
        await withCheckedContinuation { continuation in
            condition.lock()
            idleWaiters.append(continuation)
            resumeIdleWaitersIfIdle()
            condition.unlock()
        }
    }

    /// Resumes whoever waits in ``waitUntilIdle()`` once nothing is running or waiting; call with the lock held.
    private func resumeIdleWaitersIfIdle() {
        guard waiting == nil, running == nil else { return }
        for waiter in idleWaiters { waiter.resume() }
        idleWaiters = []
    }

    private func run() {
        while true {
            waitForPrerequisite()
            condition.lock()
            guard let build = waiting else {
                hasThread = false
                condition.unlock()
                return
            }
            waiting = nil
            running = build.generation
            condition.unlock()
            let indexes = DerivedEventIndexes(build.events)
            condition.lock()
            running = nil
            finished = (build.generation, indexes)
            condition.broadcast()
            resumeIdleWaitersIfIdle()
            condition.unlock()
        }
    }

    /// Runs ``prerequisite`` from this thread, which is not one of the concurrency runtime's, so blocking is safe.
    private func waitForPrerequisite() {
        let done = DispatchSemaphore(value: 0)
        Task { [prerequisite] in
            await prerequisite()
            done.signal()
        }
        done.wait()
    }
}
