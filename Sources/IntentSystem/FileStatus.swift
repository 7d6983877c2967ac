import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's size and modification date, read with one `stat` call (following symbolic links).
///
/// `FileManager.attributesOfItem(atPath:)` also looks up the owner's and group's names, reading `/etc/passwd` and
/// `/etc/group` each time; launching an app asked it twice.
package struct FileStatus: Sendable, Hashable {
    /// The size in bytes.
    package let size: Int
    /// When the file's content last changed.
    package let modified: Date

    /// The status of the file at `path` (following symbolic links); `nil` when it cannot be read.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int(info.st_size)
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        // Foundation's own arithmetic, so that the date equals the one `attributesOfItem` gives to the last bit:
        // the same instant summed from 1970 instead differed in the last bit for one file in twenty.
        modified = Date(
            timeIntervalSinceReferenceDate: TimeInterval(time.tv_sec) - Date.timeIntervalBetween1970AndReferenceDate + TimeInterval(time.tv_nsec) / 1_000_000_000)
    }
}
