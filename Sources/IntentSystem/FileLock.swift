import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a file of its own, held across a read-modify-write of a file that several processes update.
///
/// Replacing a file atomically keeps it whole but not up to date: two processes that read it, change it and write
/// it back at the same moment each write their own change over the other's (three `harness install` run at once
/// kept two of their three apps in 9 rounds of 20). The lock is an `flock`, which the kernel releases when its
/// holder ends however it ends, so a crash never leaves it taken; the file records the holder's pid for the error
/// a process that waited too long reports.
package enum FileLock {
    /// Runs `body` while holding an exclusive lock on `lockURL`, creating the file (0600) when it is missing.
    /// - Parameters:
    ///   - lockURL: The lock file; a file used for nothing else.
    ///   - timeout: How long to wait for another holder before giving up.
    ///   - body: The read-modify-write to protect.
    /// - Throws: ``LocalFileError`` when the lock file cannot be opened, is not a regular file (a link, a FIFO, a
    ///   device), or stays held by another process for longer than `timeout`; and whatever `body` throws.
    package static func withExclusiveLock<Result>(on lockURL: URL, timeout: Duration = .seconds(10), _ body: () throws -> Result) throws -> Result {
        let path = lockURL.path
        // Never through a link (the pid written would land in its target) and never waiting on a FIFO's writer.
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP { throw LocalFileError("the lock file \(path) is a symbolic link, not a regular file; remove it") }
            throw LocalFileError("could not open the lock file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG {
            let kind = LocalFile.notRegularKind(info.st_mode) ?? "not a plain file"
            throw LocalFileError("the lock file \(path) is \(kind), not a regular file; move it out of the way")
        }
        let deadline = ContinuousClock.now + timeout
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw LocalFileError("could not lock \(path): \(String(cString: strerror(errno)))")
            }
            guard ContinuousClock.now < deadline else {
                var holder = [UInt8](repeating: 0, count: 32)
                let count = max(0, pread(fd, &holder, holder.count, 0))
                let pid = Int32(String(decoding: holder[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                let who = pid.map { "process \($0)" } ?? "another process"
                throw LocalFileError("\(who) has held the lock \(path) for more than \(timeout); try again once it has finished")
            }
            usleep(2_000)
        }
        defer { flock(fd, LOCK_UN) }
        let record = "\(getpid())\n"
        ftruncate(fd, 0)
        _ = pwrite(fd, record, record.utf8.count, 0)
        return try body()
    }
}
