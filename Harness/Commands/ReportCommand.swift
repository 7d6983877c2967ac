import Foundation
import IntentSystem

/// `harness report <report.xml> --diagnostics <folder> [--output <file>]`: puts the XCTest failure texts
/// IntentKitTesting recorded into an xunit report's empty `<failure>` elements.
struct ReportCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "report",
        abstract: "Put the XCTest failure texts IntentKitTesting recorded (the app's diagnostics included) into an xunit report.",
        discussion:
            "SwiftPM's XCTest report (swift test --parallel --xunit-output) writes every failure as <failure message=\"failure\"> with no text. Run the tests with INTENTKIT_XUNIT_DIAGNOSTICS=<folder>; IntentKitTesting then records each XCTest failure there, and this command fills each empty <failure> of the report with its test's texts. The report is replaced atomically unless --output is given.",
        arguments: [ArgumentSpec(name: "report.xml", help: "An xunit report from `swift test --parallel --xunit-output`.", completion: .file)],
        options: [
            OptionSpec(name: "--diagnostics", value: "folder", help: "The folder INTENTKIT_XUNIT_DIAGNOSTICS named for the test run.", completion: .file),
            OptionSpec(name: "--output", value: "file", help: "Write the report here instead of replacing it.", completion: .file),
        ],
        examples: [
            "INTENTKIT_XUNIT_DIAGNOSTICS=.build/failures swift test --parallel --xunit-output reports/tests.xml; harness report reports/tests.xml --diagnostics .build/failures"
        ])

    let reportPath: String
    let diagnosticsFolder: String
    let outputPath: String?

    init(arguments: ParsedArguments) throws {
        reportPath = arguments.positional(0)!
        guard let folder = arguments.value("--diagnostics") else {
            throw UsageError("--diagnostics needs the folder INTENTKIT_XUNIT_DIAGNOSTICS named for the test run")
        }
        diagnosticsFolder = folder
        outputPath = arguments.value("--output")
    }

    func run(output: Terminal) async throws -> Int32 {
        let data: Data?
        do {
            data = try LocalFile.contents(of: URL(fileURLWithPath: reportPath), acceptingStreams: true)
        } catch {
            throw InputError(error.message)
        }
        guard let data, let report = String(data: data, encoding: .utf8) else {
            throw InputError("\(reportPath) is not a UTF-8 xunit report; give the file `swift test --parallel --xunit-output` wrote")
        }
        guard report.contains("<testsuites") || report.contains("<testsuite") else {
            throw InputError("\(reportPath) is not an xunit report: it has no <testsuites> or <testsuite> element")
        }
        let recorded: (failures: [String: [String]], unreadableLines: Int)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: diagnosticsFolder, isDirectory: &isFolder), isFolder.boolValue {
            if let problem = FileTrust.problem(at: diagnosticsFolder, what: "the folder") { throw InputError(problem) }
            recorded = try XUnitFailureText.recordedFailures(inFolder: diagnosticsFolder)
        } else if FileManager.default.fileExists(atPath: diagnosticsFolder) {
            throw InputError("\(diagnosticsFolder) is not a folder; give the folder INTENTKIT_XUNIT_DIAGNOSTICS named")
        } else {
            // No test recorded a failure, so IntentKitTesting made no folder: nothing to add.
            recorded = ([:], 0)
        }
        let merge = XUnitFailureText.merged(report: report, failures: recorded.failures)
        do {
            try LocalFile.write(Data(merge.report.utf8), toOutput: URL(fileURLWithPath: outputPath ?? reportPath))
        } catch {
            throw HarnessError(error.message)
        }
        var summary = "\(outputPath ?? reportPath): \(merge.filled) failure\(merge.filled == 1 ? "" : "s") given \(merge.filled == 1 ? "its" : "their") text"
        if !merge.unmatched.isEmpty {
            summary += "; recorded but not failed in the report: " + merge.unmatched.prefix(5).joined(separator: ", ") + (merge.unmatched.count > 5 ? " and \(merge.unmatched.count - 5) more" : "")
        }
        if recorded.unreadableLines > 0 {
            summary += "; \(recorded.unreadableLines) line\(recorded.unreadableLines == 1 ? "" : "s") in \(diagnosticsFolder) not records"
        }
        output.status(summary + "\n")
        return ExitStatus.success
    }
}
