import Foundation
import LayerBenchReport

/// What an isolated test costs in a suite (each takes an app from the pool, runs three intents through the
/// Apple-shaped API and gives it back), run by `TestingLayerBench` as plain functions, as an XCTest suite and as a
/// Swift Testing suite, each serial and in parallel, beside the launch floor of the same run.
struct SuiteFigures: Encodable {
    /// One way of running the suite: milliseconds per test, serial and in parallel.
    struct Runs: Encodable {
        let serialMillisecondsPerTest: Double
        let parallelMillisecondsPerTest: Double

        init(_ runs: LayerReport.Suite.Runs) {
            serialMillisecondsPerTest = Samples.hundredths(runs.serialMillisecondsPerTest)
            parallelMillisecondsPerTest = Samples.hundredths(runs.parallelMillisecondsPerTest)
        }

        /// The faster of the two.
        var best: Double { min(serialMillisecondsPerTest, parallelMillisecondsPerTest) }
    }

    let tests: Int
    let parallelWidth: Int
    /// A trivial executable (`cat`) started and its first reply read.
    let launchFloorMilliseconds: Double
    let noFramework: Runs
    let xctest: Runs
    let swiftTesting: Runs

    /// The targets: at most 5 ms per isolated test, and within 1.5 times the launch floor.
    static let perTestLimit = 5.0
    static let floorRatioLimit = 1.5

    init(_ suite: LayerReport.Suite) {
        tests = suite.tests
        parallelWidth = suite.parallelWidth
        launchFloorMilliseconds = Samples.hundredths(suite.launchFloorMilliseconds)
        noFramework = Runs(suite.noFramework)
        xctest = Runs(suite.xctest)
        swiftTesting = Runs(suite.swiftTesting)
    }

    /// The figures and the targets, a line for each way of running the suite.
    var lines: [String] {
        var lines = [
            String(
                format: "isolated test suite (%d tests, three intents each, %d at once in parallel; launch floor, cat started and answered: %.2f ms); targets ≤%.0f ms a test, ≤%.1f× the floor",
                tests, parallelWidth, launchFloorMilliseconds, Self.perTestLimit, Self.floorRatioLimit)
        ]
        for (name, runs) in [("plain functions, one process", noFramework), ("XCTest", xctest), ("Swift Testing", swiftTesting)] {
            let ratio = runs.best / max(launchFloorMilliseconds, 0.001)
            lines.append(
                String(
                    format: "  %@: %.2f ms a test serial, %.2f ms in parallel; ≤%.0f ms %@, %.1f× the floor %@", name, runs.serialMillisecondsPerTest,
                    runs.parallelMillisecondsPerTest, Self.perTestLimit, runs.best <= Self.perTestLimit ? "met" : "MISSED", ratio,
                    ratio <= Self.floorRatioLimit ? "met" : "MISSED"))
        }
        return lines
    }
}
