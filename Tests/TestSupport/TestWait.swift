/// How long tests wait for what should happen: one generous limit, which only ends a test that would otherwise hang.
///
/// On a loaded two-core machine a task can wait behind other suites' work for over 10 s, so no wait is tuned to an
/// idle machine's speed.
package enum TestWait {
    /// The longest any test waits for a thing to happen.
    package static let limit = Duration.seconds(60)

    /// Whether `condition` holds within `limit`, checked every few milliseconds.
    package static func until(within limit: Duration = limit, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
