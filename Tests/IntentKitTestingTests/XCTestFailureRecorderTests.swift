import Foundation
import XCTest

@testable import IntentKitTesting

/// The recorder behind `harness report`: the identifier xunit reports use, and one JSON line per failure.
final class XCTestFailureRecorderTests: XCTestCase {
    func testTheIdentifierIsTheOneSwiftPMsReportAndListUse() {
        XCTAssertEqual(
            XCTestFailureRecorder.identifier(of: self), "IntentKitTestingTests.XCTestFailureRecorderTests/testTheIdentifierIsTheOneSwiftPMsReportAndListUse")
    }

    func testEachFailureIsOneJSONLineWithItsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-recorder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("xctest-1.jsonl")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let observer = FailureObserver(file: file.path)
        observer.testCase(self, didFailWithDescription: "threw error \"crashed\"\napp stderr (last lines):\n  | Fatal error: x", inFile: "/t/A.swift", atLine: 7)
        observer.testCase(self, didFailWithDescription: "second", inFile: nil, atLine: 0)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        let first = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String])
        XCTAssertEqual(first["test"], "IntentKitTestingTests.XCTestFailureRecorderTests/testEachFailureIsOneJSONLineWithItsPlace")
        XCTAssertEqual(first["message"], "/t/A.swift:7: threw error \"crashed\"\napp stderr (last lines):\n  | Fatal error: x")
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: String], ["test": first["test"]!, "message": "second"])
    }

    func testAFolderThatCannotBeMadeIsReportedNotRecordedInto() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-recorder-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: blocker) }
        try Data("a file".utf8).write(to: blocker)
        XCTAssertFalse(XCTestFailureRecorder.start(folder: blocker.appendingPathComponent("under-a-file").path))
    }

    /// The records end up in CI's reports, so the folder is made private (0700, not what the umask allows), and one another user
    /// could write is not recorded into.
    func testTheFolderIsPrivateAndOneOthersCanWriteIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-recorder-private-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertTrue(XCTestFailureRecorder.start(folder: root.appendingPathComponent("made/here").path))
        var info = stat()
        XCTAssertEqual(stat(root.appendingPathComponent("made/here").path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
        let shared = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        chmod(shared.path, 0o777)
        XCTAssertFalse(XCTestFailureRecorder.start(folder: shared.path))
    }
}
