import Foundation
import IntentKitTestSupport
import IntentSystem
import IntentTransport
import IntentWire
import Synchronization

/// A private data home and install registry for harness runs, removed when the test ends.
final class HarnessSandbox: Sendable {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("harness-tests-\(UUID().uuidString)")

    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The harness executable, built next to the test bundle.
    static var executable: URL {
        BuiltExecutable.url("harness")
    }

    /// CometCal, built next to the test bundle.
    static var cometCal: String {
        BuiltExecutable.url("CometCal").path
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Runs harness with arguments and optional standard input; never touches the user's data folders.
    func run(_ arguments: [String], input: String? = nil, environment overlay: [String: String] = [:]) async throws -> Output {
        try await Self.launch(Self.executable.path, arguments, input: input, environment: environment(overlay))
    }

    /// Runs an executable to its end: writes `input` to its stdin, reads its stdout, and keeps its stderr.
    ///
    /// IntentKit's own launcher, not Foundation's `Process`: on Linux `Process.run()` walks `/proc/self/fd` in the
    /// test process, and with many tests opening and closing descriptors at once it crashed there (a bad pointer in
    /// its copy of an entry's name, once in a fresh clone's `.ci/run`). The blocking writes and reads happen on a
    /// thread of their own, never on the Swift concurrency pool, so tests running alongside (on a two-core machine,
    /// two pool threads) are not starved.
    /// - Parameter keepsInputOpen: Whether stdin stays open until the executable ends (`script` ends its terminal
    ///   at the end of its input), rather than being closed once `input` is written.
    static func launch(_ executable: String, _ arguments: [String], input: String?, keepsInputOpen: Bool = false, environment: [String: String]) async throws -> Output {
        let child = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
        let watchdog = Task {
            guard await child.waitForTermination(timeout: .seconds(Watchdog.limit)) == nil, !Task.isCancelled else { return }
            FileHandle.standardError.write(Data("watchdog: process \(child.pid) still ran after \(Int(Watchdog.limit)) s; killing it\n".utf8))
            child.signal(SIGKILL)
        }
        defer { watchdog.cancel() }
        let out = await OwnThread.run { () -> [UInt8] in
            if let input { FileDescriptorIO.writeAll(child.stdinFD, Array(input.utf8)) }
            if !keepsInputOpen { child.closeStdin() }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let count = FileDescriptorIO.readChunk(child.stdoutFD, into: &buffer), count > 0 { bytes += buffer[..<count] }
            close(child.stdoutFD)
            return bytes
        }
        let termination = await child.waitForTermination()
        child.closeStdin()
        while !child.hasFinishedStderr { try await Task.sleep(for: .milliseconds(2)) }
        let status: Int32 =
            switch termination {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        return Output(status: status, stdout: String(decoding: out, as: UTF8.self), stderr: child.stderrText)
    }
}

extension HarnessSandbox {
    /// The environment a run in this sandbox gets: its own data home and registry, UTC, no colour.
    func environment(_ overlay: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
        environment["INTENTKIT_REGISTRY"] = root.appendingPathComponent("apps.json").path
        environment["TZ"] = "UTC"
        // What `swift build --build-tests` built is what is tested: no harness builds under `swift test`.
        environment["INTENTKIT_HARNESS_NO_BUILD"] = "1"
        for (key, value) in overlay { environment[key] = value }
        return environment
    }

    /// Runs a `/bin/sh` command line (pipes and all) in the sandbox's environment, with `harness` on the PATH.
    func shell(_ command: String, environment overlay: [String: String] = [:]) async throws -> Output {
        var environment = self.environment(overlay)
        environment["PATH"] = HarnessSandbox.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        return try await Self.launch("/bin/sh", ["-c", command], input: nil, environment: environment)
    }

    /// Runs harness on a pseudo-terminal (made by `script`), typing `input`; returns what the terminal showed, without carriage returns.
    func terminal(_ arguments: [String], input: String, environment overlay: [String: String] = [:]) async throws -> String {
        var environment = self.environment(overlay)
        environment["TERM"] = "xterm"
        let command = ([HarnessSandbox.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let output = try await Self.launch("/usr/bin/script", ["-qec", command, "/dev/null"], input: input, keepsInputOpen: true, environment: environment)
        return (output.stdout + output.stderr).replacingOccurrences(of: "\r", with: "")
    }
}

/// One-off runs in a fresh sandbox.
enum HarnessProcess {
    static func run(_ arguments: [String]) async throws -> HarnessSandbox.Output {
        try await HarnessSandbox().run(arguments)
    }
}

/// How long a harness run may take before the test kills it, so that a harness that hangs fails its test instead of
/// hanging the whole suite.
enum Watchdog {
    /// Generous: a harness run takes well under a second idle, a few seconds on a loaded machine.
    static let limit: TimeInterval = 120
}
