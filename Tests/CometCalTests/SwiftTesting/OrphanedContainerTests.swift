import Foundation
import IntentTransport
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// Containers left by test processes that were killed or crashed are removed by the next test process; nothing a
/// live process or app uses is touched.
@Suite struct OrphanedContainerTests {
    /// A pid no process has: one that ran and was reaped.
    private func deadPID() throws -> Int32 {
        var pid = pid_t()
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { free(argv[0]) }
        let status = posix_spawn(&pid, "/bin/true", nil, nil, argv, nil)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        var ended: Int32 = 0
        while waitpid(pid, &ended, 0) < 0, errno == EINTR {}
        return pid
    }

    private func makeContainer(_ name: String, in root: URL, age: TimeInterval = 0) throws -> URL {
        let container = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: container.appendingPathComponent("store.json"))
        if age > 0 { try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: container.path) }
        return container
    }

    @Test func onlyContainersOfEndedProcessesThatNoAppHoldsAreRemoved() throws {
        let scratch = Scratch("orphans")
        let root = scratch.path("containers")
        let dead = try deadPID()
        let day: TimeInterval = 24 * 60 * 60
        _ = try makeContainer("com.example.CometCal-\(dead)-0123abcd", in: root)
        _ = try makeContainer("com.example.CometCal-\(getpid())-0123abcd", in: root)
        _ = try makeContainer("com.example.CometCal-1-0123abcd", in: root)
        _ = try makeContainer("com.example.CometCal-89abcdef", in: root, age: 2 * day)
        _ = try makeContainer("com.example.CometCal-fedcba98", in: root, age: 60)
        _ = try makeContainer("my-\(dead)-0123abcd", in: root)
        let held = try makeContainer("com.example.FaultyApp-\(dead)-4567cdef", in: root)
        // An app still serving from a container holds its lock (it may have outlived its test process for a moment).
        let lock = open(held.appendingPathComponent(".intentkit-lock").path, O_RDWR | O_CREAT, 0o600)
        #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }
        let removed = OrphanedContainers.sweep(in: root)
        // Sorted: whether the dead pid's name sorts before "89abcdef" depends on the pid.
        #expect(removed.sorted() == ["com.example.CometCal-\(dead)-0123abcd", "com.example.CometCal-89abcdef"].sorted())
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(
            left
                == [
                    "com.example.CometCal-1-0123abcd", "com.example.CometCal-\(getpid())-0123abcd", "com.example.CometCal-fedcba98",
                    "com.example.FaultyApp-\(dead)-4567cdef", "my-\(dead)-0123abcd",
                ].sorted())
    }

    @Test func aLaunchSweepsTheFolderItMakesContainersIn() async throws {
        let scratch = Scratch("orphans-launch")
        let root = scratch.path("containers")
        let orphan = try makeContainer("com.example.CometCal-\(try deadPID())-0123abcd", in: root)
        #expect(chmod(root.path, 0o700) == 0, "test containers are made only in a private folder")
        try await TestSessions.with(CometCal.bundleIdentifier, environment: [IntentKitEnvironment.testContainers: root.path]) { session, _ in
            _ = try await session.metadata()
            #expect(session.containerURL.lastPathComponent.hasPrefix("com.example.CometCal-\(getpid())-"), "new containers carry their maker's pid")
        }
        let end = ContinuousClock.now + .seconds(10)
        while FileManager.default.fileExists(atPath: orphan.path), ContinuousClock.now < end { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
    }
}
