import Foundation
import IntentSystem
import IntentWire

/// Durable, atomic file replacement: a crash at any instant leaves the old or the new file, never a torn one.
///
/// Files are created readable and writable by their owner only (0600),
/// whatever the umask. A path that is a symbolic link is written through:
/// the link stays and its target is replaced. Only a regular file is ever
/// read or replaced: a directory, FIFO, socket or device at the path (or at
/// the end of its link) is an error naming it. IntentKit's search index uses
/// it; apps can use it for their own stores.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside the destination, flushes it to disk, renames it over the destination, and flushes the directory.
    /// - Throws: ``AtomicFileError`` naming the file and the system error, or what is at the path when it is not a
    ///   regular file; the previous file is then intact.
    public static func write(_ data: Data, to url: URL) throws {
        do {
            try LocalFile.writeAtomically(data, to: url)
        } catch {
            throw AtomicFileError(message: error.message)
        }
    }

    /// Reads a whole file; `nil` only when there is no file (or a link to nothing) at the path.
    /// - Throws: ``AtomicFileError`` when the path is not a regular file (a directory, a FIFO, a device) or cannot be
    ///   read, naming it and why.
    public static func read(_ url: URL) throws -> Data? {
        do {
            return try LocalFile.contents(of: url)
        } catch {
            throw AtomicFileError(message: error.message)
        }
    }

    /// Removes the temporary files of writes a crash interrupted (`.<name>.<UUID>.tmp`) from a directory.
    ///
    /// Call it only while no other process writes there (IntentKit does, holding the container lock).
    /// - Returns: The names removed.
    @discardableResult
    public static func removeInterruptedWrites(in directory: URL) -> [String] {
        LocalFile.removeInterruptedWrites(in: directory)
    }
}

/// A durable write or a read failed; the previous file is intact.
public struct AtomicFileError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// What failed, naming the file.
    public var message: String
    /// The message, so that printing the error shows what happened.
    public var description: String { message }
    /// The message.
    public var errorDescription: String? { message }
}
