import Foundation
import IntentSystem
import IntentWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the test containers of test processes that ended without removing them.
///
/// A session removes its container when it shuts down, and at the end of a test process; a process that is killed
/// (a CI timeout, `kill -9`) or crashes (a failed `precondition` in a test) leaves them behind, and every such run
/// added a few to the folder for good. A container's name carries the pid of the process that made it
/// (`com.example.CometCal-4242-1a2b3c4d`); one whose process is gone, and whose lock no app holds, is removed.
/// Containers named before the pid was part of the name are removed once they are a day old.
enum OrphanedContainers {
    private static let swept = Mutex<Set<String>>([])

    /// Sweeps a container folder on a thread of its own, the first time this process uses it.
    static func sweepOnce(in root: URL) {
        let first = swept.withLock { $0.insert(root.path).inserted }
        guard first else { return }
        NamedThread.start("IntentKit sweep") {
            sweep(in: root)
            MetadataCacheFolder.sweep(in: root)
        }
    }

    /// Removes the folder's orphaned containers now.
    /// - Returns: The names removed, sorted.
    @discardableResult
    static func sweep(in root: URL, now: Date = Date()) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        var removed: [String] = []
        for name in names where isOrphaned(name, in: root, now: now) {
            let container = root.appendingPathComponent(name, isDirectory: true)
            if removeUnlessInUse(container) { removed.append(name) }
        }
        return removed.sorted()
    }

    /// The pid a container's name carries, if it has one: `<bundle id>-<pid>-<8 hex digits>`.
    static func owner(of name: String) -> Int32? {
        let parts = name.split(separator: "-")
        guard parts.count >= 3, parts[0].contains("."), isSuffix(parts[parts.count - 1]), let pid = Int32(parts[parts.count - 2]), pid > 0 else { return nil }
        return pid
    }

    /// Whether a name is a legacy container name: `<bundle id>-<8 hex digits>`.
    private static func isLegacy(_ name: String) -> Bool {
        let parts = name.split(separator: "-")
        return parts.count >= 2 && isSuffix(parts[parts.count - 1]) && parts[0].contains(".")
    }

    private static func isSuffix(_ part: Substring) -> Bool {
        part.count == 8 && part.allSatisfy(\.isHexDigit)
    }

    private static func isOrphaned(_ name: String, in root: URL, now: Date) -> Bool {
        if let pid = owner(of: name) { return !isRunning(pid) }
        guard isLegacy(name) else { return false }
        let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)
        guard let modified = attributes?[.modificationDate] as? Date else { return false }
        return now.timeIntervalSince(modified) > 24 * 60 * 60
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes a container while holding its lock, so that no app can be serving from it; `false` when an app holds
    /// the lock, or the container is not a plain directory.
    private static func removeUnlessInUse(_ container: URL) -> Bool {
        var info = stat()
        guard lstat(container.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        // No lock file: no app ever served from it. Otherwise the lock is held until the container is gone.
        let lock = open(container.appendingPathComponent(".intentkit-lock").path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        guard lock < 0 || flock(lock, LOCK_EX | LOCK_NB) == 0 else { return false }
        return (try? FileManager.default.removeItem(at: container)) != nil
    }
}
