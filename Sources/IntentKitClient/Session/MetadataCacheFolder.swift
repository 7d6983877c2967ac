import Foundation
import IntentSystem

/// The folder where the apps test processes launch keep their handshakes between launches (`INTENTKIT_METADATA_CACHE`).
///
/// One for all of a user's test processes, beside their private containers (`metadata-cache`, which is not a
/// container's name, so it is never swept as one). The first launch of a build reads every declaration and writes
/// its handshake there; every launch after it, in this test process or another, serves that handshake and reads a
/// declaration only when a request needs it: `swift test --parallel` runs each XCTest test in a process of its own.
/// A file is named for its build and circumstances, so a rebuilt app never uses another build's; files not written
/// for a day are removed when a test process first uses the folder (``OrphanedContainers``). A test process that sets
/// the variable itself keeps its own folder.
enum MetadataCacheFolder {
    /// The folder's name in the private containers' folder.
    static let name = "metadata-cache"

    /// How long a file is kept after it was written: a build not launched for a day reads its declarations again.
    static let lifetime: TimeInterval = 24 * 60 * 60

    /// The folder for apps whose containers are made in `root`.
    static func folder(in root: URL) -> URL {
        root.appendingPathComponent(name, isDirectory: true)
    }

    /// Removes the files of the folder in `root` written more than ``lifetime`` ago, and writes a crash left.
    /// - Returns: The names removed, sorted.
    @discardableResult
    static func sweep(in root: URL, now: Date = Date()) -> [String] {
        let folder = folder(in: root)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed: [String] = []
        for name in names {
            let file = folder.appendingPathComponent(name)
            guard let status = FileStatus(path: file.path), now.timeIntervalSince(status.modified) > lifetime else { continue }
            if (try? FileManager.default.removeItem(at: file)) != nil { removed.append(name) }
        }
        return removed.sorted()
    }
}
