import Foundation
import Testing

@testable import IntentWire

/// The cheap readers an app and a launcher use at start-up give what the costlier Foundation calls give.
@Suite struct StartupReadingTests {
    @Test func fileStatusMatchesFileManager() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app")
        try Data(repeating: 7, count: 12_345).write(to: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        let status = try #require(FileStatus(path: file.path))
        #expect(status.size == 12_345)
        #expect(status.size == (attributes[.size] as? NSNumber)?.intValue)
        let modified = try #require(attributes[.modificationDate] as? Date)
        #expect(abs(status.modified.timeIntervalSince(modified)) < 0.000_01, "\(status.modified) against \(modified)")
    }

    @Test func fileStatusOfAMissingFileIsNil() {
        #expect(FileStatus(path: "/nonexistent/intentkit/\(UUID().uuidString)") == nil)
    }

    @Test func variablesReadsOnlyTheNamedOnesThatAreSet() {
        let set = "INTENTKIT_TEST_STARTUP_\(UUID().uuidString.prefix(8))"
        let unset = set + "_UNSET"
        setenv(set, "value with spaces = and é", 1)
        defer { unsetenv(set) }
        let found = IntentKitEnvironment.variables(set, unset)
        #expect(found == [set: "value with spaces = and é"])
        #expect(found[set] == ProcessInfo.processInfo.environment[set])
    }
}
