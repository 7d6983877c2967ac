import Foundation
import IntentKitTesting
import Synchronization
import Testing

/// The app process: exits on stdin EOF after finishing its work, and dies with its parent.
@Suite struct ProcessLifecycleTests {
    let cometCal = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("CometCal").path

    /// Whether a process has ended (gone, or a zombie nobody reaped yet).
    func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test func finishesInFlightRequestsOnEOFThenExits() throws {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("eof-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: container) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cometCal)
        process.arguments = ["--serve"]
        process.environment = ["INTENTKIT_CONTAINER": container.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedSampleEventsIntent","parameters":{}}}"#.utf8 + [0x0A]))
        try input.fileHandleForWriting.close()
        let reply = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(reply == "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n")
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: container.appendingPathComponent("store.json").path))
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
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #""$0" --serve < "$1" 2>/dev/null & echo $!; read line"#, cometCal, fifo]
        shell.environment = ["INTENTKIT_CONTAINER": folder.appendingPathComponent("container").path, "PATH": "/usr/bin:/bin"]
        let input = Pipe(), output = Pipe()
        shell.standardInput = input
        shell.standardOutput = output
        try shell.run()
        let line = output.fileHandleForReading.availableData
        let pid = try #require(Int32(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        #expect(!hasEnded(pid), "the app runs while its parent does")
        // Kill the parent outright: waiting for it to see end of file would depend on no other
        // process (spawned concurrently by another test) having inherited its stdin pipe.
        kill(shell.processIdentifier, SIGKILL)
        var ended = false
        for _ in 0..<1000 where !ended {
            ended = hasEnded(pid)
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(ended, "the app ends when its parent does")
        if !ended { kill(pid, SIGKILL) }
    }

    @Test func outlivesTheThreadThatLaunchedIt() async throws {
        // Linux sends the parent-death signal when the spawning *thread* exits; launches must not depend on it.
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("thread-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: container) }
        let launched = Mutex<ChildProcess?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread { [cometCal] in
            launched.withLock { $0 = try? ChildProcess(executable: cometCal, arguments: ["--serve"], environment: ["INTENTKIT_CONTAINER": container.path]) }
            // Stay until the app has started serving (and set its parent-death signal), then exit.
            Thread.sleep(forTimeInterval: 0.3)
            finished.signal()
        }
        thread.start()
        finished.wait()
        let child = try #require(launched.withLock { $0 })
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
}
