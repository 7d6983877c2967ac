import Foundation
import IntentTransport
import LayerBenchReport

/// Runs `TestingLayerBench`, which times each call through the Apple-shaped API (IntentKitTesting) and through the
/// client core in turn on one CometCal per size, and reads the report it prints.
///
/// It is a program of its own, built next to the harness, because IntentKitTesting links XCTest and Swift Testing,
/// which the harness never does.
enum LayerBench {
    /// The benchmark's executable next to the running harness, if it is there.
    static var executable: URL? {
        guard let harness = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let url = harness.deletingLastPathComponent().appendingPathComponent(SampleAppBuild.Product.testingLayerBench.name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs it at these sizes, then a suite of `suiteTests` isolated tests each way, and decodes its report.
    /// - Throws: `HarnessError` naming what went wrong, with the end of its stderr.
    static func run(sizes: [Int], iterations: Int, suiteTests: Int) throws -> LayerReport {
        guard let executable else {
            throw HarnessError(
                "\(SampleAppBuild.Product.testingLayerBench.name) is not built next to the harness; build it with `swift build -c release --product \(SampleAppBuild.Product.testingLayerBench.name)`"
            )
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--sizes", sizes.map(String.init).joined(separator: ","), "--iterations", String(iterations), "--suite-tests", String(suiteTests)]
        let output = Pipe()
        // Its stderr goes to a file, read if it fails: a pipe nobody reads while stdout is read could fill and stall it.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-layer-bench-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil), let errors = try? FileHandle(forWritingTo: errorFile) else {
            throw HarnessError("could not create \(errorFile.path) for the layer benchmark's log")
        }
        defer {
            try? errors.close()
            try? FileManager.default.removeItem(at: errorFile)
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try ChildSignals.unblocked { try process.run() }
        } catch {
            throw HarnessError("could not run \(executable.path): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let log = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw HarnessError("\(executable.lastPathComponent) failed (it \(Termination(process))): \(log.suffix(2_000))")
        }
        do {
            return try JSONDecoder().decode(LayerReport.self, from: data)
        } catch {
            throw HarnessError("\(executable.lastPathComponent) printed no report it could read: \(String(decoding: data.prefix(500), as: UTF8.self))")
        }
    }
}
