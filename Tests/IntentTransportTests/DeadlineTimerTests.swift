import Dispatch
import Foundation
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
}
