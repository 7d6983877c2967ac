import Foundation
import Testing

@testable import harness

/// `harness shard`: shards that are deterministic, disjoint and together complete, balanced by an earlier run's
/// durations or by count, and a `--filter` pattern that selects exactly a shard's tests.
@Suite struct ShardTests {
    private func tests(_ count: Int) -> [String] {
        (0..<count).map { $0.isMultiple(of: 3) ? "Mod.Case\($0 % 5)/test\($0)" : "Mod.Suite\($0 % 4)/check\($0)()" }
    }

    @Test(arguments: [1, 2, 3, 5, 8])
    func shardsAreDisjointCompleteAndDeterministic(total: Int) {
        let list = tests(47)
        let shards = TestShards(tests: list + list.prefix(3), total: total)
        #expect(shards.shards.count == total)
        #expect(shards.shards.flatMap { $0 }.sorted() == list.sorted(), "every test once, repeats taken once")
        #expect(Set(shards.shards.flatMap { $0 }).count == list.count)
        #expect(TestShards(tests: list, total: total) == TestShards(tests: list, total: total))
        let sizes = shards.shards.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "balanced by count: \(sizes)")
    }

    @Test func durationsBalanceTheShardsLongestFirst() {
        let durations: [String: Double] = ["A/a": 10, "A/b": 9, "A/c": 8, "A/d": 4, "A/e": 3, "A/f": 2]
        let shards = TestShards(tests: ["A/a", "A/b", "A/c", "A/d", "A/e", "A/f", "A/new"], total: 2, durations: durations)
        // A test the report does not have weighs the median of those it has (8 here).
        let loads = shards.shards.map { $0.reduce(0.0) { $0 + (durations[$1] ?? 8) } }
        #expect(loads == [23, 21], "\(shards.shards)")
        #expect(shards.shards == [["A/a", "A/e", "A/f", "A/new"], ["A/b", "A/c", "A/d"]], "each shard in list order")
    }

    @Test func aPatternSelectsExactlyItsTests() throws {
        let list = ["M.S/test", "M.S/testLonger", "M.T/f()", "M.T/f(_:)", "M.T/g(x:)", "M.U/a.b+c()"]
        let chosen = ["M.S/test", "M.T/f()", "M.U/a.b+c()"]
        let pattern = TestShards.filterPattern(for: chosen)
        let regex = try Regex(pattern)
        #expect(list.filter { $0.firstMatch(of: regex) != nil } == chosen, "\(pattern)")
        #expect(TestShards.filterPattern(for: []) == "^$")
    }

    @Test func anXUnitReportGivesEachTestsDuration() {
        let report = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="TestResults" errors="0" tests="3" failures="1" time="2.5">
                <testcase classname="CometCalTests.CometCalXCTests" name="testIntAndEnumResults" time="0.25">
                </testcase>
                <testcase classname="CometCalTests.ComputedPropertyTests" name="computedPropertiesComeWithEveryFetch()" time="1.5" />
                <testcase xclassname="No.Such" name="ignored" time="9"/>
                <testcase classname="Odd &amp; Case" name="q&quot;()" time="not a number"><failure message="x"/></testcase>
              </testsuite>
            </testsuites>
            """
        #expect(
            XUnitTimings.durations(in: report) == [
                "CometCalTests.CometCalXCTests/testIntAndEnumResults": 0.25, "CometCalTests.ComputedPropertyTests/computedPropertiesComeWithEveryFetch()": 1.5,
                "Odd & Case.q\"()": 0,
            ])
        #expect(XUnitTimings.durations(in: "<testcase classname=\"A\" name=\"b").isEmpty)
        // Swift Testing gives a test outside a suite its module alone as `classname`; `swift test list` calls it
        // `Module.function()`.
        #expect(XUnitTimings.durations(in: #"<testcase classname="NotesAppTests" name="ping()" time="2"/>"#) == ["NotesAppTests.ping()": 2])
    }

    @Test func aListIsReadFromSwiftTestListOutputAndBadArgumentsAreRefused() async throws {
        #expect(ShardCommand.identifiers(inList: "Building for debugging...\n[3/4] Compiling\nM.S/t()\n  M.C/test  \nBuild complete! (1.2s)\n") == ["M.S/t()", "M.C/test"])
        // A Swift Testing test outside a suite is listed as `Module.function()`, with no slash: it was left out of
        // every shard (found running an adopter's crash test through the CI article's workflow).
        #expect(ShardCommand.identifiers(inList: "M.S/t()\nM.free()\nM.labelled(a:b:)\n") == ["M.S/t()", "M.free()", "M.labelled(a:b:)"])
        let sandbox = HarnessSandbox()
        let list = sandbox.root.appendingPathComponent("tests.txt")
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        try "M.S/a()\nM.S/b()\nM.C/testC\n".write(to: list, atomically: true, encoding: .utf8)
        let second = try await sandbox.run(["shard", "--total", "2", "--index", "2", "--list", list.path])
        #expect(second.status == 0)
        #expect(second.stdout == "^(M\\.S/b\\(\\))\n")
        let badIndex = try await sandbox.run(["shard", "--total", "2", "--index", "3", "--list", list.path])
        #expect(badIndex.status == 2)
        #expect(badIndex.stderr.hasPrefix("harness: --index needs the shard's number, from 1 to 2; got \"3\"\nUsage: harness shard"), "\(badIndex.stderr)")
    }

    @Test func timingsComeFromEveryReportGivenOrFoundInAFolder() async throws {
        let sandbox = HarnessSandbox()
        let reports = sandbox.root.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let list = sandbox.root.appendingPathComponent("tests.txt")
        try "M.C/testA\nM.C/testB\nM.S/c()\nM.S/d()\n".write(to: list, atomically: true, encoding: .utf8)
        // XCTest's report and Swift Testing's, as one shard's artifacts: testA and c() are long, so they go apart.
        try #"<testsuites><testcase classname="M.C" name="testA" time="9"/><testcase classname="M.C" name="testB" time="1"/></testsuites>"#
            .write(to: reports.appendingPathComponent("report.xml"), atomically: true, encoding: .utf8)
        try #"<testsuites><testcase classname="M.S" name="c()" time="8"/><testcase classname="M.S" name="d()" time="1"/></testsuites>"#
            .write(to: reports.appendingPathComponent("report-swift-testing.xml"), atomically: true, encoding: .utf8)
        try "not a report".write(to: reports.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        var patterns: [String] = []
        for index in ["1", "2"] {
            let shard = try await sandbox.run(["shard", "--total", "2", "--index", index, "--list", list.path, "--timings", reports.path])
            #expect(shard.status == 0, "\(shard.stderr)")
            patterns.append(shard.stdout)
        }
        #expect(patterns == ["^(M\\.C/testA$|M\\.S/d\\(\\))\n", "^(M\\.C/testB$|M\\.S/c\\(\\))\n"])
        let files = try await sandbox.run([
            "shard", "--total", "2", "--index", "1", "--list", list.path, "--timings", reports.appendingPathComponent("report.xml").path,
            "--timings", reports.appendingPathComponent("report-swift-testing.xml").path,
        ])
        #expect(files.stdout == patterns[0])
        let missing = try await sandbox.run(["shard", "--total", "2", "--index", "1", "--list", list.path, "--timings", "/nonexistent/last-run"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("harness: no timings report at /nonexistent/last-run; give an xunit report"), "\(missing.stderr)")
    }

    /// Without --list the shard's tests come from `swift test list`, started with no signal blocked: from a thread of
    /// Swift's pool it inherited that thread's mask, and Ctrl-C or SIGTERM left it running after the harness ended.
    @Test func swiftTestListStartsWithNoSignalBlocked() async throws {
        let sandbox = HarnessSandbox()
        let bin = sandbox.root.appendingPathComponent("fake-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let mask = sandbox.root.appendingPathComponent("signal-mask")
        let fake = bin.appendingPathComponent("swift")
        try Data(
            """
            #!/bin/sh
            grep '^SigBlk:' /proc/self/status > '\(mask.path)'
            echo 'Mod.Suite/testOne'
            echo 'Mod.Suite/testTwo'

            """.utf8
        ).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let shard = try await sandbox.run(["shard", "--total", "1", "--index", "1"], environment: ["PATH": path])
        #expect(shard.status == 0, "\(shard.stderr)")
        #expect(shard.stdout.contains("testOne") && shard.stdout.contains("testTwo"), "\(shard.stdout)")
        let recorded = try String(contentsOf: mask, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(recorded.hasSuffix("0000000000000000"), "the child's blocked signals: \(recorded)")
    }
}
