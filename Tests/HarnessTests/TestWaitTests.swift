import IntentKitTestSupport
import Synchronization
import Testing

/// A test's wait judges what happened within its limit, not when the waiting task got to look. On a loaded machine
/// a task can sleep past the whole limit while other suites' work holds the shared pool; what came meanwhile still
/// counts. (All twelve `harness mcp` tests once failed together that way: each reply had arrived, but the waiting
/// task was next resumed after its deadline and gave up without looking.)
@Suite struct TestWaitTests {
    @Test func whatHappenedWhileTheWaiterSleptPastTheLimitStillCounts() async {
        let looks = Mutex(0)
        // False at the first look; the wait's first sleep (10 ms) outlasts its limit; true at the next look.
        let happened = await TestWait.until(within: .milliseconds(1)) {
            looks.withLock { count in
                count += 1
                return count > 1
            }
        }
        #expect(happened)
        #expect(looks.withLock { $0 } == 2)
    }
}
