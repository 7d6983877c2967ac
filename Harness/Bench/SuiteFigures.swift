import Foundation
import LayerBenchReport

/// What an isolated test costs in a suite, emulated in one process by `TestingLayerBench` (each test takes an app from
/// the pool, runs three intents through the Apple-shaped API and gives it back), beside the launch floor of the same
/// run. XCTest's and Swift Testing's own work per test is not in it.
struct SuiteFigures: Encodable {
    let tests: Int
    let serialMillisecondsPerTest: Double
    let parallelMillisecondsPerTest: Double
    let parallelWidth: Int
    /// A trivial executable (`cat`) started and its first reply read.
    let launchFloorMilliseconds: Double

    /// The targets: at most 5 ms per isolated test, and within 1.5 times the launch floor.
    static let perTestLimit = 5.0
    static let floorRatioLimit = 1.5

    init(_ suite: LayerReport.Suite) {
        tests = suite.tests
        serialMillisecondsPerTest = (suite.serialMillisecondsPerTest * 100).rounded() / 100
        parallelMillisecondsPerTest = (suite.parallelMillisecondsPerTest * 100).rounded() / 100
        parallelWidth = suite.parallelWidth
        launchFloorMilliseconds = (suite.launchFloorMilliseconds * 100).rounded() / 100
    }

    /// The figures and the targets, in one line.
    var line: String {
        let best = min(serialMillisecondsPerTest, parallelMillisecondsPerTest)
        let ratio = best / max(launchFloorMilliseconds, 0.001)
        return String(
            format: "isolated test suite, emulated (%d tests, three intents each): %.2f ms a test serial, %.2f ms with %d at once; "
                + "launch floor (cat) %.2f ms; targets ≤%.0f ms %@, ≤%.1f× the floor %@ (%.1f×)",
            tests, serialMillisecondsPerTest, parallelMillisecondsPerTest, parallelWidth, launchFloorMilliseconds, Self.perTestLimit,
            best <= Self.perTestLimit ? "met" : "MISSED", Self.floorRatioLimit, ratio <= Self.floorRatioLimit ? "met" : "MISSED", ratio)
    }
}
