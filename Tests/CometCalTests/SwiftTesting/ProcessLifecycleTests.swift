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
        // A shell starts the app with a stdin that stays open (a short sleep), prints its pid, and waits.
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("orphan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: container) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"sleep 5 | "$0" --serve 2>/dev/null & echo $!; read line"#, cometCal]
        shell.environment = ["INTENTKIT_CONTAINER": container.path, "PATH": "/usr/bin:/bin"]
        let input = Pipe(), output = Pipe()
        shell.standardInput = input
        shell.standardOutput = output
        try shell.run()
        let line = output.fileHandleForReading.availableData
        let pid = try #require(Int32(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        #expect(!hasEnded(pid), "the app runs while its parent does")
        // The shell exits when its stdin closes. The app's own stdin stays open for 5 s more,
        // so an exit well within that comes from the parent-death signal, not from EOF.
        try input.fileHandleForWriting.close()
        var ended = false
        for _ in 0..<200 where !ended {
            ended = hasEnded(pid)
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(ended, "the app ends within 2 s of its parent")
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
}
