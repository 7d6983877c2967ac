import Dispatch
import Synchronization

/// One timer for many deadlines: armed for the earliest, re-armed by its owner after each firing.
///
/// A dispatch `asyncAfter` per request kept a closure alive for the whole
/// timeout (60 s by default) even after the reply had come: at the 20,000
/// requests a second the benchmark reaches, over a million closures. A
/// connection instead keeps each request's deadline with the request and this
/// one timer armed for the earliest; when it fires, the connection handles
/// what expired and arms it for the next deadline still pending.
///
/// Timers fire on ``DeadlineThread``, a thread of IntentKit's own, not on the shared pool: a timeout must end a
/// call even when every pool thread is held (by test code blocking in a read, say), which is when it matters most.
/// A handler must therefore never block.
final class DeadlineTimer: Sendable {
    private let armed = Mutex<ContinuousClock.Instant?>(nil)
    private let handler = Mutex<(@Sendable () -> Void)?>(nil)

    /// A timer that does nothing until ``start(onFire:)``.
    init() {}

    /// Starts the timer: from now on it calls `onFire` on the deadline thread whenever an armed deadline passes.
    func start(onFire: @escaping @Sendable () -> Void) {
        handler.withLock { $0 = onFire }
    }

    deinit { DeadlineThread.shared.forget(ObjectIdentifier(self)) }

    /// Arms the timer for `deadline`, unless it is already armed for an earlier one.
    func arm(for deadline: ContinuousClock.Instant) {
        let changed = armed.withLock { armed -> Bool in
            if let current = armed, current <= deadline { return false }
            armed = deadline
            return true
        }
        if changed { DeadlineThread.shared.schedule(self, at: deadline) }
    }

    /// Forgets the deadline that just passed; the owner then arms the timer for the next one.
    func fired() {
        armed.withLock { $0 = nil }
    }

    /// Called by the deadline thread once `deadline` has passed: runs the handler if the timer is still armed
    /// for it or an earlier deadline.
    fileprivate func fire(scheduledFor deadline: ContinuousClock.Instant) {
        guard armed.withLock({ $0.map { $0 <= deadline } ?? false }) else { return }
        handler.withLock { $0 }?()
    }
}

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
            let (due, next) = entries.withLock { entries -> ([(DeadlineTimer, ContinuousClock.Instant)], ContinuousClock.Instant?) in
                var due: [(DeadlineTimer, ContinuousClock.Instant)] = []
                var next: ContinuousClock.Instant?
                for (id, entry) in entries {
                    guard let timer = entry.timer else {
                        entries[id] = nil
                        continue
                    }
                    if entry.deadline <= now {
                        due.append((timer, entry.deadline))
                        entries[id] = nil
                    } else if next.map({ entry.deadline < $0 }) ?? true {
                        next = entry.deadline
                    }
                }
                return (due, next)
            }
            for (timer, deadline) in due { timer.fire(scheduledFor: deadline) }
            guard let next else {
                wake.wait()
                continue
            }
            let wait = (next - ContinuousClock.now).components
            guard wait.seconds >= 0 else { continue }
            let nanoseconds = wait.seconds * 1_000_000_000 + wait.attoseconds / 1_000_000_000
            _ = wake.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
        }
    }
}
