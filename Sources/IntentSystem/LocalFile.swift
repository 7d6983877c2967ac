import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading and durably replacing local files, with errors that name the file and what is wrong.
///
/// The one implementation behind IntentKit's `AtomicFile` (app data, the
/// search index) and the install registry. Written files are 0600 whatever
/// the umask; a symbolic link is written through (the link stays, its target
/// is replaced) when it leads to a regular file or to nothing; anything else
/// where a file belongs (a directory, a FIFO, a socket, a device) is an error
/// naming it, never "no file", and is never read or replaced.
package enum LocalFile {
    /// Writes to a temporary file beside the destination, flushes it, renames it over the destination, and flushes the directory.
    /// - Parameter permissions: The new file's mode: owner only (an app's data) unless given; `nil` is what the
    ///   process's umask allows, as a new file a command writes has.
    package static func writeAtomically(_ data: Data, to url: URL, permissions: mode_t? = 0o600) throws(LocalFileError) {
        let destination = try resolvedDestination(of: url)
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions ?? 0o666)
        guard fd >= 0 else { throw LocalFileError("could not create \(temporary.path): \(systemError())") }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary.path) }
        }
        if let permissions { fchmod(fd, permissions) }
        let wrote = FileDescriptorIO.writeAll(fd, Array(data))
        let synced = wrote && fsync(fd) == 0
        let problem = systemError()
        close(fd)
        guard wrote, synced else { throw LocalFileError("could not write \(temporary.path): \(problem)") }
        guard rename(temporary.path, destination.path) == 0 else {
            throw LocalFileError("could not replace \(destination.path): \(systemError())")
        }
        succeeded = true
        let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Writes a command's output: a regular file (or nothing) at the path is replaced atomically, as
    /// ``writeAtomically(_:to:permissions:)`` does, keeping the replaced file's mode (a new file gets what the umask
    /// allows, as a shell's `>` gives); a FIFO, a pipe or a device there (`/dev/stdout`, `>(…)`) is written to.
    package static func write(_ data: Data, toOutput url: URL) throws(LocalFileError) {
        var info = stat()
        let exists = stat(url.path, &info) == 0
        guard exists, let kind = notRegularKind(info.st_mode), (info.st_mode & S_IFMT) != S_IFDIR else {
            let isRegular = exists && (info.st_mode & S_IFMT) == S_IFREG
            return try writeAtomically(data, to: url, permissions: isRegular ? info.st_mode & 0o7777 : nil)
        }
        let fd = open(url.path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw LocalFileError("could not open \(url.path), \(kind): \(systemError())") }
        defer { close(fd) }
        guard FileDescriptorIO.writeAll(fd, Array(data)) else { throw LocalFileError("could not write to \(url.path), \(kind): \(systemError())") }
    }

    /// Reads a whole regular file; `nil` only when nothing is at the path (or a link points at nothing).
    ///
    /// Anything else at the path is an error naming what it is: opening a FIFO for reading would wait for a writer
    /// forever, and a device could be read without end. It is opened without blocking and checked through the
    /// descriptor, so that it cannot be swapped between the check and the read.
    /// - Parameter streams: Read a FIFO, a pipe or a device to its end too, as a command's input may be
    ///   (`/dev/stdin`, `<(…)`); only a directory is then an error.
    package static func contents(of url: URL, acceptingStreams streams: Bool = false) throws(LocalFileError) -> Data? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC | (streams ? 0 : O_NONBLOCK))
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw LocalFileError("could not open \(url.path): \(systemError())")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw LocalFileError("could not read \(url.path): \(systemError())") }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw LocalFileError("\(url.path) is a directory, not a file; move it out of the way")
        }
        if !streams, let kind = notRegularKind(info.st_mode) {
            throw LocalFileError("\(url.path) is \(kind), not a regular file; move it out of the way")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw LocalFileError("could not read \(url.path): \(systemError())") }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// The kind of file a mode names, such as "a FIFO (named pipe)", when it is not a regular file; `nil` for a regular file.
    package static func notRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a plain file"
        }
    }

    /// Removes the temporary files of interrupted writes (`.<name>.<UUID>.tmp`) from a directory.
    @discardableResult
    package static func removeInterruptedWrites(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let orphans = names.filter(isTemporaryName)
        for name in orphans { unlink(directory.appendingPathComponent(name).path) }
        return orphans.sorted()
    }

    /// Whether a file name is one of ``writeAtomically(_:to:permissions:)``'s temporary names.
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropLast(4).split(separator: ".")
        return parts.count >= 2 && UUID(uuidString: String(parts.last!)) != nil
    }

    /// The file a write lands in: the path itself, or the end of its chain of symbolic links.
    private static func resolvedDestination(of url: URL) throws(LocalFileError) -> URL {
        var path = url.path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(path, &info) == 0 else { return URL(fileURLWithPath: path) }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                    throw LocalFileError("could not read the symbolic link \(path): \(systemError())")
                }
                path = target.hasPrefix("/") ? target : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target).path
            case S_IFDIR:
                throw LocalFileError("\(path) is a directory, not a file; move it out of the way")
            case S_IFREG:
                return URL(fileURLWithPath: path)
            default:
                // Renaming over it would replace it: a FIFO, a socket, or through a link a device such as /dev/zero.
                let kind = notRegularKind(info.st_mode) ?? "not a plain file"
                if path == url.path { throw LocalFileError("\(path) is \(kind), not a regular file; move it out of the way") }
                let shown = URL(fileURLWithPath: path).standardizedFileURL.path
                throw LocalFileError("\(url.path) is a symbolic link to \(shown), \(kind), not a regular file; remove the link or point it at a file")
            }
        }
        throw LocalFileError("\(url.path) is a chain of more than 40 symbolic links")
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}

/// A local file could not be read or written; the message names the file and why.
package struct LocalFileError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
