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
    ///
    /// The blocking reads happen on a thread of their own, never on the Swift concurrency
    /// pool, so tests running alongside (on a two-core machine, two pool threads) are not starved.
    func run(_ arguments: [String], input: String? = nil, environment overlay: [String: String] = [:]) async throws -> Output {
        // IntentKit's own launcher, not Foundation's `Process`: on Linux `Process.run()` walks `/proc/self/fd` in the
        // test process, and with many tests opening and closing descriptors at once it crashed there (a bad pointer
        // in its copy of an entry's name, once in a fresh clone's `.ci/run`).
        let child = try ChildProcess(executable: Self.executable.path, arguments: arguments, environment: environment(overlay))
        let watchdog = Task {
            guard await child.waitForTermination(timeout: .seconds(Watchdog.limit)) == nil, !Task.isCancelled else { return }
            FileHandle.standardError.write(Data("watchdog: process \(child.pid) still ran after \(Int(Watchdog.limit)) s; killing it\n".utf8))
            child.signal(SIGKILL)
        }
        defer { watchdog.cancel() }
        // The blocking writes and reads happen on a thread of their own, never on the Swift concurrency pool, so
        // tests running alongside (on a two-core machine, two pool threads) are not starved.
        let out = await OwnThread.run { () -> [UInt8] in
            if let input { FileDescriptorIO.writeAll(child.stdinFD, Array(input.utf8)) }
            child.closeStdin()
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let count = FileDescriptorIO.readChunk(child.stdoutFD, into: &buffer), count > 0 { bytes += buffer[..<count] }
            close(child.stdoutFD)
            return bytes
        }
        let termination = await child.waitForTermination()
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
        let finalEnvironment = environment
        return try await OwnThread.run {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            process.environment = finalEnvironment
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardOutput = stdout
            process.standardError = stderr
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let watchdog = Watchdog(process)
            defer { watchdog.standDown() }
            let out = stdout.fileHandleForReading.readDataToEndOfFile()
            let err = stderr.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Output(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
        }
    }

    /// Runs harness on a pseudo-terminal (made by `script`), typing `input`; returns what the terminal showed, without carriage returns.
    func terminal(_ arguments: [String], input: String, environment overlay: [String: String] = [:]) async throws -> String {
        var environment = self.environment(overlay)
        environment["TERM"] = "xterm"
        let command = ([HarnessSandbox.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let finalEnvironment = environment
        return try await OwnThread.run {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command, "/dev/null"]
            process.environment = finalEnvironment
            let stdin = Pipe()
            let stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = stdout
            try process.run()
            let watchdog = Watchdog(process)
            defer { watchdog.standDown() }
            stdin.fileHandleForWriting.write(Data(input.utf8))
            let data = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try? stdin.fileHandleForWriting.close()
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
        }
    }
}

/// One-off runs in a fresh sandbox.
enum HarnessProcess {
    static func run(_ arguments: [String]) async throws -> HarnessSandbox.Output {
        try await HarnessSandbox().run(arguments)
    }
}

/// Kills a process still running after a time limit, so that a harness that hangs fails its test instead of
/// hanging the whole suite.
final class Watchdog: Sendable {
    /// Generous: a harness run takes well under a second idle, a few seconds on a loaded machine.
    static let limit: TimeInterval = 120
    private let finished = Mutex(false)

    init(_ process: Process, limit: TimeInterval = Watchdog.limit) {
        let pid = process.processIdentifier
        let end = Date(timeIntervalSinceNow: limit)
        Thread { [self] in
            while Date() < end {
                if finished.withLock({ $0 }) { return }
                usleep(50_000)
            }
            finished.withLock { done in
                guard !done else { return }
                FileHandle.standardError.write(Data("watchdog: process \(pid) still ran after \(Int(limit)) s; killing it\n".utf8))
                kill(pid, SIGKILL)
            }
        }.start()
    }

    /// The process has ended and been waited for: its pid may belong to another process from now on.
    func standDown() {
        finished.withLock { $0 = true }
    }
}
