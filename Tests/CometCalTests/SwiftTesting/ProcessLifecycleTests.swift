import Foundation
import IntentKitTestSupport
import IntentSystem
import IntentTransport
import Synchronization
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// The app process: exits on stdin EOF after finishing its work, and dies with its parent.
@Suite struct ProcessLifecycleTests {
    let cometCal = BuiltExecutable.url("CometCal").path

    @Test func finishesInFlightRequestsOnEOFThenExits() async throws {
        let scratch = Scratch("eof")
        let container = scratch.path("container")
        let app = try RawApp(container: container)
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedSampleEventsIntent","parameters":{}}}"#)
        #expect(await app.finish() == .exited(0))
        #expect(await app.next() == #"{"jsonrpc":"2.0","id":1,"result":{}}"#)
        #expect(await app.next(within: .milliseconds(100)) == nil)
        #expect(FileManager.default.fileExists(atPath: container.appendingPathComponent("store.json").path))
    }

    @Test func exitsAtOnceWhenItsLauncherIsAlreadyGone() async throws {
        // The shell launches the app in the background, passing its own pid as the launcher, and exits
        // at once: whether it is gone before or after the app arms its parent-death signal, the app must end.
        let scratch = Scratch("orphan-early")
        let fifo = scratch.path("stdin").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let holder = open(fifo, O_RDWR)  // keeps a writer, so the app never sees end of file
        defer { close(holder) }
        let shell = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", #"INTENTKIT_PARENT_PID=$$ "$0" --serve < "$1" 2>/dev/null & echo $!"#, cometCal, fifo],
            environment: ["INTENTKIT_CONTAINER": scratch.path("container").path, "PATH": "/usr/bin:/bin"])
        let line = await OwnThreadRead.line(from: shell.stdoutFD)
        let pid = try #require(Int32(line.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(await waitUntilEnded(pid), "the app ends when its launcher is gone")
        if !processHasEnded(pid) { kill(pid, SIGKILL) }
    }

    @Test func diesWithItsParent() async throws {
        // A shell starts the app with its stdin on a FIFO this test holds open, so the app can never
        // see end of file: if it ends after the shell is killed, the parent-death signal ended it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orphan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("stdin").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let holder = open(fifo, O_RDWR)  // read-write: opens at once and keeps a writer for the app's whole life
        defer { close(holder) }
        let shell = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", #"INTENTKIT_PARENT_PID=$$ "$0" --serve < "$1" 2>/dev/null & echo $!; read line"#, cometCal, fifo],
            environment: ["INTENTKIT_CONTAINER": folder.appendingPathComponent("container").path, "PATH": "/usr/bin:/bin"])
        let line = await OwnThreadRead.line(from: shell.stdoutFD)
        let pid = try #require(Int32(line.trimmingCharacters(in: .whitespacesAndNewlines)))
        // Wait until the app serves (it then has armed its parent-death signal): its lock file names it.
        let lock = folder.appendingPathComponent("container/.intentkit-lock")
        for _ in 0..<3000 where (try? String(contentsOf: lock, encoding: .utf8))?.hasPrefix("\(pid)\n") != true {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(!processHasEnded(pid), "the app runs while its parent does")
        // Idle longer than the concurrency pool keeps an idle thread (5 s in libdispatch): the signal
        // must not have been asked for by a thread that has since retired.
        try await Task.sleep(for: .seconds(6))
        // Kill the parent outright: waiting for it to see end of file would depend on no other
        // process (spawned concurrently by another test) having inherited its stdin pipe.
        shell.signal(SIGKILL)
        let ended = await waitUntilEnded(pid)
        #expect(ended, "the app ends when its parent does")
        if !processHasEnded(pid) { kill(pid, SIGKILL) }
    }

    @Test func aClosedStderrDoesNotEndTheApp() async throws {
        // A new container makes the app log (it rebuilds its search index) before it serves; with nobody reading
        // its stderr, that write must fail quietly instead of raising SIGPIPE.
        let scratch = Scratch("closed-stderr")
        let app = Process()
        app.executableURL = URL(fileURLWithPath: cometCal)
        app.arguments = ["--serve"]
        app.environment = ["INTENTKIT_CONTAINER": scratch.path("container").path, "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        app.standardInput = input
        app.standardOutput = output
        app.standardError = errors
        try app.run()
        try errors.fileHandleForReading.close()
        try input.fileHandleForWriting.write(contentsOf: Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"clientName":"t"}}"#.utf8 + [0x0A]))
        let reply = try await OwnThreadRead.line(from: output)
        #expect(reply.hasPrefix(#"{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1"#), "the app answered: \(reply.prefix(80))")
        // Asked to shut down rather than sent end of file, which another test's process may hold off by having
        // inherited this pipe. Polled, bounded: `waitUntilExit()` would hold a thread of the shared pool meanwhile.
        try input.fileHandleForWriting.write(contentsOf: Data(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":{}}"#.utf8 + [0x0A]))
        for _ in 0..<3000 where app.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        if app.isRunning { app.terminate() }
        #expect(!app.isRunning && app.terminationReason == .exit && app.terminationStatus == 0, "it ended normally, not by a signal")
    }

    @Test func outlivesTheThreadThatLaunchedIt() async throws {
        // Linux sends the parent-death signal when the spawning *thread* exits; launches must not depend on it.
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("thread-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: container) }
        let launched: ChildProcess? = await withCheckedContinuation { continuation in
            let thread = Thread { [cometCal] in
                let child = try? ChildProcess(executable: cometCal, arguments: ["--serve"], environment: ["INTENTKIT_CONTAINER": container.path])
                // Stay until the app serves (it has armed its parent-death signal and written its lock file), then exit.
                let lock = container.appendingPathComponent(".intentkit-lock")
                for _ in 0..<3000 where child != nil && (try? String(contentsOf: lock, encoding: .utf8))?.hasPrefix("\(child!.pid)\n") != true {
                    Thread.sleep(forTimeInterval: 0.01)
                }
                continuation.resume(returning: child)
            }
            thread.start()
        }
        let child = try #require(launched)
        try await Task.sleep(for: .milliseconds(300))
        #expect(child.termination == nil, "the app was ended when its launching thread exited")
        child.closeStdin()
        #expect(await child.waitForTermination() == .exited(0))
    }

    @Test func inheritsNoOtherDescriptors() async throws {
        // Foundation's pipes are not close-on-exec; a launched app must still not hold this one open.
        let unrelated = Pipe()
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(unrelated.fileHandleForWriting.fileDescriptor)")
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("fds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: container) }
        let child = try ChildProcess(executable: cometCal, arguments: ["--serve"], environment: ["INTENTKIT_CONTAINER": container.path])
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(child.pid)/fd")
        let targets = descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child.pid)/fd/\($0)") }
        #expect(!targets.contains(target), "the app inherited \(target)")
        child.closeStdin()
        #expect(await child.waitForTermination() == .exited(0))
    }

    /// A launched process starts with no signal blocked or ignored, whichever thread launched it: from a test's pool
    /// thread it got that thread's mask (SIGTERM, SIGINT and SIGCHLD blocked) and this process's ignored SIGPIPE, so
    /// an app not built with IntentKit ignored being stopped, and a wrapper script's `wait` never returned.
    @Test func launchesWithNoSignalBlockedOrIgnored() async throws {
        FileDescriptorIO.ignoreBrokenPipeSignals()  // as every client does, and a child inherits what is ignored
        // The shell's own mask, read by what it becomes: while it waits for a child, dash blocks every signal.
        let script = #"sleep 0.01 & wait; exec grep -E '^Sig(Blk|Ign)' /proc/self/status"#
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        let ended = await child.waitForTermination(timeout: .seconds(20))
        if ended == nil {
            child.signal(SIGKILL)
            _ = await child.waitForTermination()
        }
        #expect(ended == .exited(0), "the shell's wait for its background job returned")
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var text = ""
        while case let count = FileDescriptorIO.readChunk(child.stdoutFD, into: &buffer), count > 0 {
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        let fields = Dictionary(
            text.split(separator: "\n").compactMap { line -> (String, UInt64)? in
                let parts = line.split(separator: ":\t")
                return parts.count == 2 ? (String(parts[0]), UInt64(parts[1], radix: 16) ?? .max) : nil
            }, uniquingKeysWith: { first, _ in first })
        #expect(fields["SigBlk"] == 0, "blocked: \(text)")
        let ignored = try #require(fields["SigIgn"], "\(text)")
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGCHLD, SIGHUP] {
            #expect(ignored & (1 << UInt64(signal - 1)) == 0, "signal \(signal) is ignored: \(text)")
        }
    }

    /// An executable still open for writing somewhere (a build finishing, a descriptor inherited by a concurrent fork)
    /// cannot be run ("text file busy"); the launch waits for the writer to let go instead of failing.
    @Test func aLaunchWaitsForAnExecutableStillBeingWritten() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("app")
        _ = FileManager.default.createFile(atPath: script.path, contents: nil, attributes: [.posixPermissions: 0o755])
        let writer = try FileHandle(forWritingTo: script)
        try writer.write(contentsOf: Data("#!/bin/sh\nexit 0\n".utf8))
        let release = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            try? writer.close()
        }
        release.start()
        let child = try ChildProcess(executable: script.path, arguments: [], environment: [:])
        #expect(await child.waitForTermination() == .exited(0))
    }
}

/// Reads a pipe's first line on a thread of its own, off the concurrency pool.
enum OwnThreadRead {
    /// The first chunk read from `fd` (a line, from a child that writes one and waits), as text.
    static func line(from fd: Int32) async -> String {
        await withCheckedContinuation { continuation in
            Thread {
                var buffer = [UInt8](repeating: 0, count: 4_096)
                let count = FileDescriptorIO.readChunk(fd, into: &buffer)
                continuation.resume(returning: String(decoding: buffer[..<count], as: UTF8.self))
            }.start()
        }
    }

    static func line(from pipe: Pipe) async throws -> String {
        let handle = pipe.fileHandleForReading
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: String(decoding: handle.availableData, as: UTF8.self)) }.start()
        }
    }
}
