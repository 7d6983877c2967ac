import Foundation
import Testing

@testable import IntentSystem
@testable import IntentWire

/// The lock held across a read-modify-write of a file several processes update (the install registry).
@Suite struct FileLockTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-lock-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A holder that does not let go makes the next one give up after its timeout, with an error naming the holder;
    /// once it lets go, the lock is taken at once.
    @Test func aHeldLockIsWaitedForThenReportedWithItsHolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = folder.appendingPathComponent("apps.json.lock")
        let holding = try FileLock.withExclusiveLock(on: lock) { open(lock.path, O_RDWR | O_CLOEXEC) }
        defer { close(holding) }
        #expect(flock(holding, LOCK_EX | LOCK_NB) == 0, "another open file description holds it, as another process would")
        #expect {
            try FileLock.withExclusiveLock(on: lock, timeout: .milliseconds(50)) { Issue.record("ran while the lock was held") }
        } throws: { error in
            (error as? LocalFileError)?.message == "process \(getpid()) has held the lock \(lock.path) for more than 0.05 seconds; try again once it has finished"
        }
        flock(holding, LOCK_UN)
        #expect(try FileLock.withExclusiveLock(on: lock, timeout: .milliseconds(50)) { 42 } == 42)
    }

    /// A lock file that is a link or a FIFO is refused, not followed or waited on.
    @Test func aLockFileMustBeARegularFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.lock")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect {
            try FileLock.withExclusiveLock(on: fifo) {}
        } throws: { error in
            (error as? LocalFileError)?.message == "the lock file \(fifo.path) is a FIFO (named pipe), not a regular file; move it out of the way"
        }
        let link = folder.appendingPathComponent("link.lock")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("elsewhere").path)
        #expect {
            try FileLock.withExclusiveLock(on: link) {}
        } throws: { error in
            (error as? LocalFileError)?.message == "the lock file \(link.path) is a symbolic link, not a regular file; remove it"
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere").path), "nothing was created through the link")
    }
}
