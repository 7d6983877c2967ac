import Foundation

/// Runs the built `harness` executable and captures what it prints.
struct HarnessProcess {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The harness executable, built next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("harness")
    }

    /// Runs harness with arguments and an environment overlay; never touches the user's data folders.
    static func run(_ arguments: [String], environment overlay: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("harness-tests-\(UUID().uuidString)")
        environment["XDG_DATA_HOME"] = scratch.path
        environment["INTENTKIT_REGISTRY"] = scratch.appendingPathComponent("apps.json").path
        for (key, value) in overlay { environment[key] = value }
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: scratch)
        return Output(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}
