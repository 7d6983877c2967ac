import Dispatch
import IntentSystem
import IntentWire
import Synchronization

/// The thread that fires every ``DeadlineTimer`` in the process, each when its earliest deadline passes.
final class DeadlineThread: Sendable {
    /// The process's one deadline thread, started on first use.
    static let shared = DeadlineThread()

    private struct Entry {
        weak var timer: DeadlineTimer?
        var deadline: ContinuousClock.Instant
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])
    /// Signalled when a deadline earlier than the one waited for is scheduled.
    private let wake = DispatchSemaphore(value: 0)

    private init() {
        NamedThread.start("IntentKit timer") { [self] in run() }
    }

    /// Fires `timer` once `deadline` passes (or earlier deadline it is already scheduled for).
    func schedule(_ timer: DeadlineTimer, at deadline: ContinuousClock.Instant) {
        // The weak reference loaded here is `timer` itself (the caller holds it) or nil, never a last reference.
        let earlier = entries.withLock { entries -> Bool in
            let id = ObjectIdentifier(timer)
            if let current = entries[id], current.timer != nil, current.deadline <= deadline { return false }
            entries[id] = Entry(timer: timer, deadline: deadline)
            return true
        }
        if earlier { wake.signal() }
    }

    /// Forgets a timer that is going away.
    func forget(_ id: ObjectIdentifier) {
        _ = entries.withLock { $0.removeValue(forKey: id) }
    }

    private func run() {
        while true {
            let now = ContinuousClock.now
            // Every timer looked at is kept until the lock is let go: its owner may let go of it meanwhile, and a
            // last reference released inside the lock would run its deinit there, which takes the lock to forget it.
            let (due, next, looked) = entries.withLock { entries -> ([(DeadlineTimer, ContinuousClock.Instant)], ContinuousClock.Instant?, [DeadlineTimer]) in
                var due: [(DeadlineTimer, ContinuousClock.Instant)] = []
                var next: ContinuousClock.Instant?
                var looked: [DeadlineTimer] = []
                looked.reserveCapacity(entries.count)
                for (id, entry) in entries {
                    guard let timer = entry.timer else {
                        entries[id] = nil
                        continue
                    }
                    looked.append(timer)
                    if entry.deadline <= now {
                        due.append((timer, entry.deadline))
                        entries[id] = nil
                    } else if next.map({ entry.deadline < $0 }) ?? true {
                        next = entry.deadline
                    }
                }
                return (due, next, looked)
            }
            withExtendedLifetime(looked) {}
            for (timer, deadline) in due { timer.fire(scheduledFor: deadline) }
            guard let next else {
                wake.wait()
                continue
            }
            let wait = next - ContinuousClock.now
            guard wait > .zero else { continue }
            _ = wake.wait(timeout: .now() + wait.seconds)
        }
    }
}
