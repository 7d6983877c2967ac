import Foundation
import Testing

@testable import harness

/// `harness report`: the XCTest failure texts IntentKitTesting recorded, put into SwiftPM's xunit report.
@Suite struct ReportTests {
    /// A report as SwiftPM 6.3 writes it for `swift test --parallel --xunit-output`.
    let swiftPMReport = """
        <?xml version="1.0" encoding="UTF-8"?>

        <testsuites>
        <testsuite name="TestResults" errors="0" tests="3" failures="2" time="0.13">
        <testcase classname="NotesAppTests.NoteXCTests" name="testPasses" time="0.06">
        </testcase>
        <testcase classname="NotesAppTests.NoteXCTests" name="testCrashes" time="0.07">
        <failure message="failure"></failure>
        </testcase>
        <testcase classname="NotesAppTests.NoteXCTests" name="testUnrecorded" time="0.01">
        <failure message="failure"></failure>
        </testcase>
        </testsuite>
        </testsuites>

        """

    @Test func aRecordedFailureFillsItsTestsEmptyFailureAndNothingElseChanges() {
        let crash = "NoteTests.swift:12: error: threw error \"NotesApp crashed: signal 4 <SIGILL> & \"more\"\napp stderr (last lines):\n  | Fatal error: boom"
        let merge = XUnitFailureText.merged(
            report: swiftPMReport,
            failures: ["NotesAppTests.NoteXCTests/testCrashes": [crash, "second"], "NotesAppTests.Gone/testX": ["y"]])
        #expect(merge.filled == 1)
        #expect(merge.unmatched == ["NotesAppTests.Gone/testX"])
        let filled =
            #"<failure message="NoteTests.swift:12: error: threw error &quot;NotesApp crashed: signal 4 &lt;SIGILL&gt; &amp; &quot;more&quot;">"#
            + "NoteTests.swift:12: error: threw error \"NotesApp crashed: signal 4 &lt;SIGILL&gt; &amp; \"more\"\napp stderr (last lines):\n  | Fatal error: boom\n\nsecond</failure>"
        let expected = swiftPMReport.replacingOccurrences(
            of: "name=\"testCrashes\" time=\"0.07\">\n<failure message=\"failure\"></failure>", with: "name=\"testCrashes\" time=\"0.07\">\n" + filled)
        #expect(merge.report == expected)
        #expect(XUnitFailureText.merged(report: swiftPMReport, failures: [:]).report == swiftPMReport)
    }

    @Test func aSelfClosingFailureIsFilledAndOneWithTextIsKept() {
        let report =
            #"<testsuites><testcase classname="M.C" name="testA"><failure message="failure"/></testcase><testcase classname="M.C" name="testB"><failure message="x">own</failure></testcase><testcase classname="M.C" name="testC"/></testsuites>"#
        let merge = XUnitFailureText.merged(report: report, failures: ["M.C/testA": ["a\u{1}b"], "M.C/testB": ["b"], "M.C/testC": ["c"]])
        #expect(merge.report == report.replacingOccurrences(of: #"<failure message="failure"/>"#, with: "<failure message=\"a\u{FFFD}b\">a\u{FFFD}b</failure>"))
        #expect(merge.filled == 1)
        #expect(merge.unmatched == ["M.C/testB", "M.C/testC"])
    }

    /// Found by fuzzing: a report cut off inside a `<testcase` tag had the text before the tag written twice.
    @Test func aReportCutOffInsideATagIsKeptAsItIs() {
        for report in ["/<testcase c", "<testsuites>\n<testcase classname=\"M.C\" name=\"t\"><failure/></testcase><testcase"] {
            #expect(XUnitFailureText.merged(report: report, failures: [:]).report == report)
            #expect(XUnitFailureText.merged(report: report, failures: ["M.C/t": ["x"]]).report.hasSuffix("</testcase><testcase") == report.hasSuffix("<testcase"))
        }
    }

    @Test func escapingKeepsLineBreaksInAttributes() {
        #expect(XUnitFailureText.escaped("a\n\"b\"\r<&>\t", attribute: true) == "a&#10;&quot;b&quot;&#13;&lt;&amp;&gt;\t")
        #expect(XUnitFailureText.escaped("a\n\"b\"", attribute: false) == "a\n\"b\"")
    }

    @Test func theCommandReplacesTheReportWithTheRecordedTexts() async throws {
        let sandbox = HarnessSandbox()
        let failures = sandbox.root.appendingPathComponent("failures")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let report = sandbox.root.appendingPathComponent("tests.xml")
        try swiftPMReport.write(to: report, atomically: true, encoding: .utf8)
        try (#"{"message":"boom\napp stderr (last lines):\n  | Fatal error: x","test":"NotesAppTests.NoteXCTests/testCrashes"}"# + "\nnot a record\n")
            .write(to: failures.appendingPathComponent("xctest-41.jsonl"), atomically: true, encoding: .utf8)
        let run = try await sandbox.run(["report", report.path, "--diagnostics", failures.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "\(report.path): 1 failure given its text; 1 line in \(failures.path) not records\n")
        let merged = try String(contentsOf: report, encoding: .utf8)
        #expect(merged.contains("<failure message=\"boom\">boom\napp stderr (last lines):\n  | Fatal error: x</failure>"))
        #expect(merged.contains("name=\"testUnrecorded\" time=\"0.01\">\n<failure message=\"failure\"></failure>"))

        let noFolder = try await sandbox.run(["report", report.path, "--diagnostics", sandbox.root.appendingPathComponent("none").path])
        #expect(noFolder.status == 0)
        #expect(noFolder.stderr.hasSuffix(": 0 failures given their text\n"))
        let notReport = try await sandbox.run(["report", failures.appendingPathComponent("xctest-41.jsonl").path, "--diagnostics", failures.path])
        #expect(notReport.status == 2)
        #expect(notReport.stderr.contains("is not an xunit report: it has no <testsuites> or <testsuite> element"), "\(notReport.stderr)")
        let missing = try await sandbox.run(["report", report.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("harness: --diagnostics needs the folder INTENTKIT_XUNIT_DIAGNOSTICS named"), "\(missing.stderr)")
    }

    /// What the folder holds becomes the report's failure texts, so a folder another user could write is refused.
    @Test func aDiagnosticsFolderOthersCanWriteIsRefused() async throws {
        let sandbox = HarnessSandbox()
        let failures = sandbox.root.appendingPathComponent("failures")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        chmod(failures.path, 0o777)
        let report = sandbox.root.appendingPathComponent("tests.xml")
        try swiftPMReport.write(to: report, atomically: true, encoding: .utf8)
        let run = try await sandbox.run(["report", report.path, "--diagnostics", failures.path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "harness: refusing the folder \(failures.path): it has mode 0777, so others can write it; run `chmod go-w \(failures.path)`, or remove it\n",
            "\(run.stderr)")
        #expect(try String(contentsOf: report, encoding: .utf8) == swiftPMReport, "the report is untouched")
    }
}
