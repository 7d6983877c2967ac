import Dispatch
import IntentSystem
import IntentWire
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
    func fire(scheduledFor deadline: ContinuousClock.Instant) {
        guard armed.withLock({ $0.map { $0 <= deadline } ?? false }) else { return }
        handler.withLock { $0 }?()
    }
}
