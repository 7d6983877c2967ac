import Foundation
import IntentTransport

/// `harness shard --total K --index I [--timings REPORT.xml|FOLDER]… [--list FILE]`: the `swift test --filter` pattern
/// of one shard of the package's tests.
struct ShardCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "shard",
        abstract: "Print the `swift test --filter` pattern that selects shard I of K of this package's tests (run in the package's folder).",
        discussion:
            "The shards are disjoint and together hold every test `swift test list` shows. With --timings, an earlier run's xunit report, they are balanced by duration (longest first); otherwise by count. The same tests, total and report always give the same shards.",
        options: [
            OptionSpec(name: "--total", value: "K", help: "How many shards (runners) share the tests."),
            OptionSpec(name: "--index", value: "I", help: "Which shard to print, from 1 to K."),
            OptionSpec(
                name: "--timings", value: "report.xml", help: "An xunit report of an earlier run (swift test --xunit-output), or a folder of them, to balance by duration; repeatable.",
                isRepeating: true, completion: .file),
            OptionSpec(name: "--list", value: "file", help: "The output of `swift test list`, instead of running it here.", completion: .file),
        ],
        examples: [
            "swift test --filter \"$(harness shard --total 3 --index 1 --timings last-run/)\"",
            "swift test list > tests.txt && harness shard --total 4 --index 2 --list tests.txt",
        ])

    let total: Int
    let index: Int
    let timingsPaths: [String]
    let listPath: String?

    init(arguments: ParsedArguments) throws {
        guard let totalText = arguments.value("--total"), let total = Int(totalText), total >= 1 else {
            throw UsageError("--total needs a whole number of shards, 1 or more" + (arguments.value("--total").map { "; got \"\($0.truncatedForMessages)\"" } ?? ""))
        }
        guard let indexText = arguments.value("--index"), let index = Int(indexText), (1...total).contains(index) else {
            throw UsageError("--index needs the shard's number, from 1 to \(total)" + (arguments.value("--index").map { "; got \"\($0.truncatedForMessages)\"" } ?? ""))
        }
        self.total = total
        self.index = index
        timingsPaths = arguments.all("--timings")
        listPath = arguments.value("--list")
    }

    func run(output: Terminal) async throws -> Int32 {
        let tests = Self.identifiers(inList: try listText())
        guard !tests.isEmpty else { throw HarnessError("no tests to shard: `swift test list` listed none") }
        var durations: [String: Double] = [:]
        for report in try timingsReports() {
            durations.merge(XUnitTimings.durations(in: report)) { earlier, later in max(earlier, later) }
        }
        let shards = TestShards(tests: tests, total: total, durations: durations)
        output.print(TestShards.filterPattern(for: shards.shards[index - 1]))
        return ExitStatus.success
    }

    /// The test identifiers of `swift test list` output: one per line, other lines (build progress) left out.
    ///
    /// An identifier has no space and a dot after its module: `Module.Class/test`, `Module.Suite/function()`, or
    /// `Module.function()` for a Swift Testing test outside a suite. Build progress has spaces, or starts with `[`.
    static func identifiers(inList text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            !line.isEmpty && !line.hasPrefix("[") && !line.contains(" ") && line.contains(".")
        }
    }

    /// The text of each report given with `--timings`: a file, or every `.xml` file in a folder (a CI's downloaded
    /// artifacts of every shard, XCTest's and Swift Testing's reports together).
    private func timingsReports() throws -> [String] {
        var reports: [String] = []
        for path in timingsPaths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw UsageError("no timings report at \(path); give an xunit report from `swift test --xunit-output`, or a folder of them")
            }
            let files: [String]
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files = names.filter { $0.hasSuffix(".xml") }.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files = [path]
            }
            for file in files {
                guard let report = try? String(contentsOfFile: file, encoding: .utf8) else {
                    throw UsageError("cannot read the timings report \(file); give an xunit report from `swift test --xunit-output`")
                }
                reports.append(report)
            }
        }
        return reports
    }

    /// The list given, or `swift test list`'s output in the current folder.
    private func listText() throws -> String {
        if let listPath {
            guard let text = try? String(contentsOfFile: listPath, encoding: .utf8) else { throw UsageError("cannot read the test list \(listPath)") }
            return text
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "list"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            // With no signal blocked, whichever thread this runs on, as the harness's other children.
            try ChildSignals.unblocked { try process.run() }
        } catch {
            throw HarnessError("could not run `swift test list`: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw HarnessError("`swift test list` failed (it \(Termination(process))); run it in the package's folder, or give its output with --list")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
