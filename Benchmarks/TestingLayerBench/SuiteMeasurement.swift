import Foundation
import IntentKitTesting
import LayerBenchReport

/// A suite of isolated tests, emulated in one process: what `@Suite(.isolatedApp(…))` or `withIsolatedApp` costs a
/// test that runs three intents, without XCTest's or Swift Testing's own work.
struct SuiteMeasurement {
    let tests: Int
    static let bundleIdentifier = "com.example.CometCal"

    func run() async throws -> LayerReport.Suite {
        let clock = ContinuousClock()
        try await Self.oneTest()  // fills the pool
        let serialStart = clock.now
        for _ in 0..<tests { try await Self.oneTest() }
        let serial = LayerMeasurement.microseconds(clock.now - serialStart) / 1_000 / Double(tests)
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let parallelStart = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            var started = 0
            while started < min(width, tests) {
                group.addTask { try await Self.oneTest() }
                started += 1
            }
            while try await group.next() != nil {
                if started < tests {
                    group.addTask { try await Self.oneTest() }
                    started += 1
                }
            }
        }
        let parallel = LayerMeasurement.microseconds(clock.now - parallelStart) / 1_000 / Double(tests)
        return LayerReport.Suite(
            tests: tests, serialMillisecondsPerTest: serial, parallelMillisecondsPerTest: parallel, parallelWidth: width,
            launchFloorMilliseconds: try Self.launchFloor())
    }

    /// One isolated test: an app of its own, three intents, the app given back.
    static func oneTest() async throws {
        try await AppSession.withIsolatedApp(bundleIdentifier) {
            let count = IntentDefinitions(bundleIdentifier: bundleIdentifier).intents["CountEventsIntent"]
            for _ in 0..<3 { _ = try await count.makeIntent().run() }
        }
    }

    /// `cat` started and its first reply read, median of 21 launches, milliseconds.
    static func launchFloor() throws -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<21 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/cat")
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            let start = clock.now
            try process.run()
            input.fileHandleForWriting.write(Data("x\n".utf8))
            _ = output.fileHandleForReading.availableData
            times.append(LayerMeasurement.microseconds(clock.now - start) / 1_000)
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        return LayerMeasurement.median(times)
    }
}
