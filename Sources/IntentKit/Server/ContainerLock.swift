import Foundation
import IntentSystem
import IntentTransport
import IntentWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exclusive lock an app holds on its container for its whole life, so two apps never write one store.
///
/// It is an `flock` on `.intentkit-lock` in the container, released by the
/// kernel when the process ends however it ends; the file names the holder
/// (pid and executable) for the error a second app reports.
struct ContainerLock: Sendable {
    /// The lock file's name inside the container.
    static let fileName = ".intentkit-lock"

    private let descriptor: Int32

    /// Takes the lock, or reports who holds it.
    /// - Throws: ``ContainerInUseError`` naming the holder; ``AtomicFileError`` when the file cannot be opened.
    static func acquire(in container: URL, executable: String) throws -> ContainerLock {
        let path = container.appendingPathComponent(fileName).path
        // The file is written with the holder's name, so it must be a file of the container's own: through a link
        // that overwrote whatever the link pointed at. Nor is a FIFO or a device opened by waiting or written.
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP { throw notAFile(path, "a symbolic link") }
            throw AtomicFileError(message: "could not open the container lock \(path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(fd, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG {
            close(fd)
            throw notAFile(path, LocalFile.notRegularKind(info.st_mode) ?? "not a plain file")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? AtomicFile.read(URL(fileURLWithPath: path))).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
            close(fd)
            throw ContainerInUseError(container: container.path, holder: Holder(parsing: holder))
        }
        fchmod(fd, 0o600)
        let record = "\(getpid())\n\(executable)\n"
        ftruncate(fd, 0)
        _ = pwrite(fd, record, record.utf8.count, 0)
        return ContainerLock(descriptor: fd)
    }

    private static func notAFile(_ path: String, _ kind: String) -> AtomicFileError {
        AtomicFileError(message: "the container lock \(path) is \(kind), not a regular file; move it out of the way")
    }

    /// Who holds a lock, as its file records it.
    struct Holder: Sendable, CustomStringConvertible {
        var pid: Int32?
        var executable: String?

        init(parsing text: String) {
            let lines = text.split(separator: "\n").map(String.init)
            pid = lines.first.flatMap { Int32($0) }
            executable = lines.count > 1 ? lines[1] : nil
        }

        /// "pid 4242 (/path/CometCal, started by harness)" or "another process".
        var description: String {
            guard let pid else { return "another process" }
            var details: [String] = []
            if let executable { details.append(executable) }
            #if os(Linux)
                if let parent = Self.parentName(of: pid) { details.append("started by \(parent)") }
            #endif
            return "pid \(pid)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
        }

        /// The command name of a process's parent, from /proc.
        private static func parentName(of pid: Int32) -> String? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]), parent > 1,
                let name = try? String(contentsOfFile: "/proc/\(parent)/comm", encoding: .utf8)
            else { return nil }
            return "\(name.trimmingCharacters(in: .whitespacesAndNewlines)) (pid \(parent))"
        }
    }
}

/// Another app process holds the container's lock.
struct ContainerInUseError: Error, CustomStringConvertible {
    let container: String
    let holder: ContainerLock.Holder

    var description: String {
        "the container \(container) is in use by \(holder); an app's data has one writer at a time. Stop that process, or give this one another container with \(IntentKitEnvironment.container)"
    }
}
