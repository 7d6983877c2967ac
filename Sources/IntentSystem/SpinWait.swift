import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waiting awake for a flag another thread sets, for a short while, instead of sleeping until woken.
///
/// Waking a sleeping thread on a VM's other, idle virtual CPU takes far longer than finding it awake (see
/// PERFORMANCE.md); a spin for a message expected within microseconds saves that. The spinning thread yields the
/// CPU to any other runnable thread every 64 checks.
package enum SpinWait {
    /// Waits until `flag` is set or `window` has passed.
    /// - Returns: Whether the flag was set in time.
    package static func until(_ flag: borrowing Atomic<Bool>, for window: Duration) -> Bool {
        let deadline = ContinuousClock.now + window
        var rounds = 0
        while !flag.load(ordering: .acquiring) {
            rounds += 1
            if rounds % 64 == 0 {
                if ContinuousClock.now > deadline { return false }
                sched_yield()
            }
        }
        return true
    }
}
