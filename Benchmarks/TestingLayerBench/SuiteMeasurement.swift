import Dispatch
import Foundation
import IntentKitTesting
import LayerBenchReport
import Synchronization

/// A suite of isolated tests, each taking an app from the pool and running three intents through the Apple-shaped
/// API, timed three ways: as plain functions in this process (what isolation costs), as an XCTest suite and as a
/// Swift Testing suite, each serial and `parallelWidth` at a time, beside the launch floor of the same run.
///
/// The framework suites run in processes of this program (`--run-suite`, see ``SuiteRun``), timed from start to
/// exit as `swift test` would be: XCTest serial in one process, and in parallel a process per test, as
/// `swift test --parallel` runs XCTest; Swift Testing in one process, with `--no-parallel` and without.
struct SuiteMeasurement {
    let tests: Int
    static let bundleIdentifier = "com.example.CometCal"

    func run() async throws -> LayerReport.Suite {
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let noFramework = try await functionsInThisProcess(width: width)
        let xctestSerial = try Self.timeProcesses(count: 1, width: 1) { _ in ["--run-suite", "xctest", "--tests", String(tests)] }
        let xctestParallel = try Self.timeProcesses(count: tests, width: width) { index in
            ["--run-suite", "xctest", "--tests", String(tests), "--only", String(index)]
        }
        let swiftTestingSerial = try Self.timeProcesses(count: 1, width: 1) { _ in ["--run-suite", "swift-testing", "--tests", String(tests), "--no-parallel"] }
        let swiftTestingParallel = try Self.timeProcesses(count: 1, width: 1) { _ in ["--run-suite", "swift-testing", "--tests", String(tests)] }
        let perTest = { (milliseconds: Double) in milliseconds / Double(tests) }
        return LayerReport.Suite(
            tests: tests, parallelWidth: width, launchFloorMilliseconds: try Self.launchFloor(), noFramework: noFramework,
            xctest: .init(serialMillisecondsPerTest: perTest(xctestSerial), parallelMillisecondsPerTest: perTest(xctestParallel)),
            swiftTesting: .init(serialMillisecondsPerTest: perTest(swiftTestingSerial), parallelMillisecondsPerTest: perTest(swiftTestingParallel)))
    }

    /// The tests as plain async functions, one after another and then `width` at a time.
    private func functionsInThisProcess(width: Int) async throws -> LayerReport.Suite.Runs {
        let clock = ContinuousClock()
        try await Self.oneTest()  // fills the pool
        let serialStart = clock.now
        for _ in 0..<tests { try await Self.oneTest() }
        let serial = LayerMeasurement.microseconds(clock.now - serialStart) / 1_000 / Double(tests)
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
        return .init(serialMillisecondsPerTest: serial, parallelMillisecondsPerTest: parallel)
    }

    /// One isolated test: an app of its own, three intents, the app given back.
    static func oneTest() async throws {
        try await AppSession.withIsolatedApp(bundleIdentifier) {
            let count = IntentDefinitions(bundleIdentifier: bundleIdentifier).intents["CountEventsIntent"]
            for _ in 0..<3 { _ = try await count.makeIntent().run() }
        }
    }

    /// Runs `count` processes of this program, `width` at a time, with the arguments `arguments(index)` gives;
    /// returns the wall time from the first start to the last exit, in milliseconds.
    /// - Throws: `SuiteRunFailure` with the end of the log of the first process that failed.
    static func timeProcesses(count: Int, width: Int, arguments: @Sendable @escaping (Int) -> [String]) throws -> Double {
        let next = Atomic(0)
        let failure = Mutex<SuiteRunFailure?>(nil)
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            while failure.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                do {
                    try runToExit(arguments(index))
                } catch let error as SuiteRunFailure {
                    failure.withLock { $0 = $0 ?? error }
                } catch {
                    failure.withLock { $0 = $0 ?? SuiteRunFailure(description: "\(error)") }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return LayerMeasurement.microseconds(ContinuousClock.now - start) / 1_000
    }

    /// Runs this program with `arguments` and waits for it; its output goes to a log, read if it fails.
    private static func runToExit(_ arguments: [String]) throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-suite-run-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let output = try? FileHandle(forWritingTo: log) else {
            throw SuiteRunFailure(description: "could not create \(log.path) for a suite run's log")
        }
        defer {
            try? output.close()
            try? FileManager.default.removeItem(at: log)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw SuiteRunFailure(description: "\(arguments.joined(separator: " ")) failed (status \(process.terminationStatus)): \(text.suffix(2_000))")
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

/// A suite run that did not pass, with the end of its output.
struct SuiteRunFailure: Error, CustomStringConvertible {
    let description: String
}
