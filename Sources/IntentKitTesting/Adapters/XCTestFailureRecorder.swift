import Foundation
import IntentKitClient
import XCTest

/// Writes each XCTest failure's text to the folder `INTENTKIT_XUNIT_DIAGNOSTICS` names, for `harness report` to put in
/// the xunit report, where SwiftPM writes only `<failure message="failure">`.
///
/// It starts with the first ``IntentDefinitions`` a test process makes, so it sees the failures of every test that
/// uses IntentKitTesting. Each test process appends to a file of its own, `xctest-<pid>.jsonl`: one JSON object a line,
/// `{"test":"Module.Class/testMethod","message":"…"}`, the message being XCTest's text of the failure (an error thrown
/// by IntentKitTesting carries its ``Diagnostics`` there).
enum XCTestFailureRecorder {
    /// The environment variable naming the folder.
    static let environmentKey = "INTENTKIT_XUNIT_DIAGNOSTICS"

    /// Starts recording, once per process, when the variable names a folder; cheap after the first call.
    static func startIfRequested() {
        _ = startedFromEnvironment
    }

    private static let startedFromEnvironment: Bool = {
        guard let folder = ProcessInfo.processInfo.environment[environmentKey], !folder.isEmpty else { return false }
        return start(folder: folder)
    }()

    /// Creates the folder (private, whatever the umask) and adds the observer; false, with a line on stderr naming
    /// the variable, when the folder cannot be made or another user could write it.
    static func start(folder: String) -> Bool {
        if let problem = PrivateRecordFolder.prepare(folder) {
            let reason = FileManager.default.fileExists(atPath: folder) ? problem : obstacle(to: folder)
            FileHandle.standardError.write(
                Data("IntentKitTesting: \(environmentKey)=\(folder) is not a folder that can be used (\(reason)); XCTest failures are not recorded for harness report\n".utf8))
            return false
        }
        let file = (folder as NSString).appendingPathComponent("xctest-\(ProcessInfo.processInfo.processIdentifier).jsonl")
        // XCTest's observation center is not Sendable; XCTest itself reads it only between tests' steps.
        nonisolated(unsafe) let center = XCTestObservationCenter.shared
        center.addTestObserver(FailureObserver(file: file))
        return true
    }

    /// Why a folder cannot be made: the nearest existing part of its path that is not a folder, else no permission.
    private static func obstacle(to folder: String) -> String {
        var path = (folder as NSString).standardizingPath
        while path != "/" && !path.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                return isFolder.boolValue ? "\(path) cannot be written to" : "\(path) is a file, not a folder"
            }
            path = (path as NSString).deletingLastPathComponent
        }
        return "no part of the path can be written to"
    }

    /// The identifier `swift test list` and the xunit report give an XCTest test: `Module.Class/testMethod`.
    static func identifier(of testCase: XCTestCase) -> String {
        let typeName = String(reflecting: type(of: testCase))
        let method = testCase.name.split(separator: ".").last.map(String.init) ?? testCase.name
        return typeName + "/" + method.trimmingCharacters(in: CharacterSet(charactersIn: "-[]() "))
    }

    /// One record line, JSON.
    static func record(test: String, message: String) -> Data {
        let object = ["test": test, "message": message]
        var line = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        line.append(0x0A)
        return line
    }
}

/// The observer XCTest tells of each failure.
final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    let file: String

    init(file: String) {
        self.file = file
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let place = filePath.map { "\($0):\(lineNumber): " } ?? ""
        let line = XCTestFailureRecorder.record(test: XCTestFailureRecorder.identifier(of: testCase), message: place + description)
        // One write with O_APPEND: records of processes writing at once never interleave.
        let descriptor = open(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
