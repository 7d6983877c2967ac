import Foundation
import IntentKitTestSupport
import IntentSystem
import IntentTransport
import Synchronization

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// An app process driven over raw pipes, line by line, for tests of the protocol itself.
///
/// Replies are collected by a reader thread; reads poll with a deadline, so a missing
/// reply fails the test instead of hanging it. The process is killed when the value goes away.
final class RawApp: Sendable {
    let child: ChildProcess
    private let lines = Mutex<(complete: [String], partial: [UInt8])>(([], []))

    /// The folder test executables are built in.
    static let buildFolder = BuiltExecutable.folder
    static let cometCal = buildFolder.appendingPathComponent("CometCal").path
    static let faultyApp = buildFolder.appendingPathComponent("FaultyApp").path

    /// Launches `executable --serve` (or other arguments) on a container.
    init(_ executable: String = RawApp.cometCal, container: URL, arguments: [String] = ["--serve"], environment extra: [String: String] = [:]) throws {
        var environment = ["INTENTKIT_CONTAINER": container.path, "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin"]
        // A sanitizer run's options (.ci/sanitizers) reach the apps it launches, which are built with the sanitizer too.
        for key in ["ASAN_OPTIONS", "TSAN_OPTIONS"] { environment[key] = ProcessInfo.processInfo.environment[key] }
        for (key, value) in extra { environment[key] = value }
        child = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
        let fd = child.stdoutFD
        let buffer = LineBuffer()
        FileDescriptorIO.startReader(
            fd: fd, name: "raw app \(child.pid)", onChunk: { buffer.append($0) },
            onEnd: {
                close(fd)
                buffer.finish()
            })
        self.buffer = buffer
    }

    private let buffer: LineBuffer

    deinit {
        child.signal(SIGKILL)
        child.closeStdin()
    }

    /// Writes a line (a newline is added).
    func send(_ line: String) { write(Array((line + "\n").utf8)) }

    /// Writes bytes as they are.
    func write(_ bytes: [UInt8]) { FileDescriptorIO.writeAll(child.stdinFD, bytes) }

    /// The next line from the app, or `nil` when none comes within the deadline (or the app closed its output).
    func next(within deadline: Duration = TestWait.limit) async -> String? {
        let end = ContinuousClock.now + deadline
        while true {
            if let line = buffer.take() { return line }
            if ContinuousClock.now >= end || buffer.ended { return buffer.take() }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Lines until one contains `fragment` (included), or `nil` when it never comes.
    func lines(until fragment: String, within deadline: Duration = TestWait.limit) async -> [String]? {
        var collected: [String] = []
        while let line = await next(within: deadline) {
            collected.append(line)
            if line.contains(fragment) { return collected }
        }
        return nil
    }

    /// The handshake's `result`, as the app wrote it (the reply's text without its envelope); `nil` when no reply
    /// with the expected envelope comes.
    func handshakeResult() async -> String? {
        let prefix = #"{"jsonrpc":"2.0","id":"init","result":"#
        guard let reply = await initialize(), reply.hasPrefix(prefix) else { return nil }
        return String(reply.dropFirst(prefix.count).dropLast())
    }

    /// Sends the handshake and waits for its reply.
    func initialize() async -> String? {
        send(#"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":1,"clientName":"raw"}}"#)
        return await lines(until: #""id":"init""#)?.last
    }

    /// Closes the app's stdin and waits (bounded) for it to exit.
    func finish(within deadline: Duration = TestWait.limit) async -> Termination? {
        child.closeStdin()
        return await child.waitForTermination(timeout: deadline)
    }

    /// Closes stdin, waits for the app to end and for its stderr to be read to the end (so ``ChildProcess/stderrText``
    /// holds all it wrote).
    func finishWithStderr(within deadline: Duration = TestWait.limit) async -> Termination? {
        let termination = await finish(within: deadline)
        let end = ContinuousClock.now + deadline
        while !child.hasFinishedStderr, ContinuousClock.now < end { try? await Task.sleep(for: .milliseconds(5)) }
        return termination
    }
}

/// Lines received so far, split from the chunks a reader thread hands over.
final class LineBuffer: Sendable {
    private let state = Mutex<(lines: [String], partial: [UInt8], ended: Bool)>(([], [], false))

    func append(_ chunk: ArraySlice<UInt8>) {
        state.withLock { state in
            state.partial += chunk
            while let newline = state.partial.firstIndex(of: 0x0A) {
                state.lines.append(String(decoding: state.partial[..<newline], as: UTF8.self))
                state.partial.removeSubrange(...newline)
            }
        }
    }

    func finish() { state.withLock { $0.ended = true } }

    var ended: Bool { state.withLock { $0.ended } }

    func take() -> String? {
        state.withLock { state in state.lines.isEmpty ? nil : state.lines.removeFirst() }
    }
}

/// A private folder for one test, removed when the value goes away.
final class Scratch: Sendable {
    let url: URL

    init(_ name: String = "scratch") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-tests-\(getuid())/\(name)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ component: String) -> URL { url.appendingPathComponent(component) }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Whether a process has ended: gone, or a zombie nobody reaped yet, with every one of its threads ended.
///
/// A killed process's main thread shows as a zombie while its other threads are still
/// exiting (one in the middle of an `fsync`, say); until they have, it holds its files open.
func processHasEnded(_ pid: Int32) -> Bool {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return true }
    return tasks.allSatisfy { task in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}

/// Waits (bounded) until a process has ended; `false` when it still runs at the deadline.
func waitUntilEnded(_ pid: Int32, within deadline: Duration = TestWait.limit) async -> Bool {
    let end = ContinuousClock.now + deadline
    while ContinuousClock.now < end {
        if processHasEnded(pid) { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return processHasEnded(pid)
}
