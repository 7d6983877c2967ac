import Foundation
import Testing

/// Prompts asked on a terminal (a pseudo-terminal made by `script`), and the benchmark's output.
@Suite struct InteractiveTests {
    let sandbox = HarnessSandbox()

    @Test func promptsAreAskedOnATerminal() async throws {
        #expect(try await sandbox.run(["run", "com.example.CometCal", "SeedSampleEventsIntent"]).status == 0)
        let command = "'\(HarnessSandbox.executable.path)' run com.example.CometCal EventStatusIntent event='Launch Window'"
        let output = try await runScript(command, input: "2\n")
        #expect(output.contains("Which event do you mean by \"Launch Window\": \"Launch Window Review Prep\", \"Launch Window Review\"?"))
        #expect(output.contains("  1. Launch Window Review Prep"))
        #expect(output.contains("  2. Launch Window Review"))
        #expect(output.hasSuffix("Choose 1–2: tentative"))
        let declined = try await runScript("'\(HarnessSandbox.executable.path)' run com.example.CometCal DeleteEventIntent event='Zero-G Yoga'", input: "n\n")
        #expect(declined.contains("Delete \"Zero-G Yoga\"? [Y/n] "))
        #expect(declined.contains("was declined"))
    }

    /// Runs a command under a pseudo-terminal and returns what it showed, without carriage returns.
    func runScript(_ command: String, input: String) async throws -> String {
        let root = sandbox.root
        return try await OwnThread.run { try Self.runScriptBlocking(command, input: input, root: root) }
    }

    static func runScriptBlocking(_ command: String, input: String, root: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
        environment["INTENTKIT_REGISTRY"] = root.appendingPathComponent("apps.json").path
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? stdin.fileHandleForWriting.close()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func benchReportsMediansAsJSON() async throws {
        let output = try await sandbox.run(["bench", "--events", "200", "--iterations", "3", "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: [[String: Any]]]
        let results = try #require(json?["results"])
        #expect(results.map { $0["name"] as? String } == [
            "pipe floor (cat echoes a line)", "launch to handshake", "intent run (CountEventsIntent)", "intent run with entity resolution", "string query (10 events)",
            "spotlightQuery (10 events)", "seed and index 200 events", "spotlightQuery, ~1 hit of 200", "spotlightQuery, ~1 hit of 200",
            "string query (substring scan), 200",
        ])
        #expect(results.allSatisfy { ($0["medianMilliseconds"] as? Double ?? -1) > 0 && ($0["iterations"] as? Int ?? 0) > 0 })
        let usage = try await sandbox.run(["bench", "--events", "0"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("harness: --events takes a positive whole number, not \"0\""))
    }
}
