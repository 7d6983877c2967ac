import Dispatch
import Foundation
import IntentKitTestSupport
import Synchronization
import Testing

@testable import IntentSystem
@testable import IntentTransport
@testable import IntentWire

/// Deadline timers fire on IntentKit's own timer thread, each at its earliest armed deadline, whatever the shared
/// pool is doing.
@Suite struct DeadlineTimerTests {
    /// What a timer's handler saw, kept for the test.
    final class Firings: Sendable {
        let record = Mutex<[(thread: String, at: ContinuousClock.Instant)]>([])
        let fired = DispatchSemaphore(value: 0)

        func note() {
            record.withLock { $0.append((NamedThread.currentSystemName, .now)) }
            fired.signal()
        }
    }

    /// Waits for `count` firings on a thread of its own, at most `limit` seconds.
    private static func waitFor(_ count: Int, of firings: Firings, limit: Double = 60) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread {
                var got = 0
                while got < count, firings.fired.wait(timeout: .now() + limit) == .success { got += 1 }
                continuation.resume(returning: got == count)
            }.start()
        }
    }

    @Test func aTimerFiresOnTheTimerThreadAfterItsDeadline() async {
        let timer = DeadlineTimer()
        let firings = Firings()
        timer.start { firings.note() }
        let deadline = ContinuousClock.now + .milliseconds(20)
        timer.arm(for: deadline)
        #expect(await Self.waitFor(1, of: firings))
        withExtendedLifetime(timer) {}
        let record = firings.record.withLock { $0 }
        #expect(record.first?.thread == "IntentKit timer")
        #expect(record.first.map { $0.at >= deadline } == true, "not before its deadline")
    }

    @Test func anEarlierDeadlineReplacesALaterOne() async {
        let timer = DeadlineTimer()
        let firings = Firings()
        timer.start { firings.note() }
        let start = ContinuousClock.now
        timer.arm(for: start + .seconds(3_600))
        timer.arm(for: start + .milliseconds(20))
        #expect(await Self.waitFor(1, of: firings, limit: 30))
        withExtendedLifetime(timer) {}
    }

    @Test func manyTimersEachFire() async {
        let firings = Firings()
        let timers = (0..<20).map { _ in DeadlineTimer() }
        let start = ContinuousClock.now
        for (index, timer) in timers.enumerated() {
            timer.start { firings.note() }
            timer.arm(for: start + .milliseconds(5 * (20 - index)))
        }
        #expect(await Self.waitFor(20, of: firings))
        #expect(firings.record.withLock { $0.count } == 20)
        withExtendedLifetime(timers) {}
    }

    /// A timer whose owner lets go of it while the deadline thread is looking at it goes away quietly, and the
    /// thread goes on firing the others. The thread held the last reference for a moment, inside its lock, and the
    /// timer's `deinit` (which takes that lock to be forgotten) crashed a loaded run's test process with "Recursive
    /// call to lock Mutex".
    @Test func timersReleasedWhileTheDeadlineThreadScansGoAwayQuietly() async {
        // Many armed timers make each scan long; each new one wakes the thread to scan them all again.
        let standing = (0..<500).map { _ in DeadlineTimer() }
        for timer in standing { timer.arm(for: .now + .seconds(3_600)) }
        let made = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    await OwnThread.run {
                        let end = ContinuousClock.now + .seconds(2)
                        var made = 0
                        while ContinuousClock.now < end {
                            // Armed (so the thread scans it), then let go at once.
                            DeadlineTimer().arm(for: .now + .seconds(3_600))
                            made += 1
                        }
                        return made
                    }
                }
            }
            return await group.reduce(0, +)
        }
        // How many depends on the machine (hundreds in a loaded full run, more idle); the failure was a crash.
        #expect(made > 0, "timers were made and let go while the thread scanned")
        let timer = DeadlineTimer()
        let firings = Firings()
        timer.start { firings.note() }
        timer.arm(for: .now + .milliseconds(10))
        #expect(await Self.waitFor(1, of: firings), "the thread still fires")
        withExtendedLifetime((standing, timer)) {}
    }
}
