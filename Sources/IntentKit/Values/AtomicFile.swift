import Foundation
import IntentWire
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Durable, atomic file replacement: a crash at any instant leaves the old or the new file, never a torn one.
///
/// IntentKit's search index uses it; apps can use it for their own stores.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside `url`, flushes it to disk, renames it over `url`, and flushes the directory.
    /// - Throws: ``AtomicFileError`` naming the file and the system error.
    public static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AtomicFileError(message: "could not create \(temporary.path): \(String(cString: strerror(errno)))") }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary.path) }
        }
        let wrote = FileDescriptorIO.writeAll(fd, Array(data))
        let synced = fsync(fd) == 0
        close(fd)
        guard wrote, synced else { throw AtomicFileError(message: "could not write \(temporary.path): \(String(cString: strerror(errno)))") }
        guard rename(temporary.path, url.path) == 0 else {
            throw AtomicFileError(message: "could not replace \(url.path): \(String(cString: strerror(errno)))")
        }
        succeeded = true
        let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }
}

/// A durable write failed; the previous file is intact.
public struct AtomicFileError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// What failed, naming the file.
    public var message: String
    /// The message.
    public var description: String { message }
    /// The message.
    public var errorDescription: String? { message }
}
