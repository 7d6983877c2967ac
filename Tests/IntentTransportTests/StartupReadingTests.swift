import Foundation
import Testing

@testable import IntentSystem
@testable import IntentTransport
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
        #expect(status.modified == modified, "exactly: sessions compare the dates they record with FileManager's")
    }

    /// Dates summed another way differ from Foundation's in the last bit for about one time in twenty.
    @Test func fileStatusDatesEqualFileManagersForManyTimes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-times-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let seconds = Int.random(in: 1_500_000_000...1_900_000_000, using: &generator)
            let nanoseconds = Int.random(in: 0..<1_000_000_000, using: &generator)
            var times = [timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds)]
            try #require(utimensat(AT_FDCWD, file, &times, 0) == 0)
            let expected = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
            #expect(FileStatus(path: file)?.modified == expected, "\(seconds).\(nanoseconds)")
        }
    }

    @Test func fileStatusOfAMissingFileIsNil() {
        #expect(FileStatus(path: "/nonexistent/intentkit/\(UUID().uuidString)") == nil)
    }

    // No test sets a variable: `setenv` and `unsetenv` move or free `environ` under every thread reading it, and
    // tests run in parallel (a loaded run crashed in `Process.run` copying the environment). These read the
    // environment the test process was started with.
    @Test func variablesReadsOnlyTheNamedOnesThatAreSet() throws {
        let path = try #require(ProcessInfo.processInfo.environment["PATH"])
        let unset = "INTENTKIT_TEST_UNSET_\(UUID().uuidString.prefix(8))"
        #expect(IntentKitEnvironment.variables("PATH", unset) == ["PATH": path])
        #expect(IntentKitEnvironment.variable("PATH") == path)
        #expect(IntentKitEnvironment.variable(unset) == nil)
    }

    @Test func theWholeEnvironmentIsWhatFoundationReads() {
        #expect(IntentKitEnvironment.current == ProcessInfo.processInfo.environment)
    }
}
