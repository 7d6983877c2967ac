import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders created for this user alone (0700), whatever the process's umask.
///
/// `FileManager.createDirectory` gives new folders what the umask allows: under `umask 000` a registry's folder came
/// out world-writable, and anyone could then rewrite the registry to make the harness run their executable.
package enum PrivateFolder {
    /// Creates `url` and any missing folder above it, each 0700; folders that exist are left as they are.
    /// - Throws: ``LocalFileError`` naming the folder that could not be created, or a file in the way.
    package static func create(_ url: URL) throws(LocalFileError) {
        let path = url.standardizedFileURL.path
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw LocalFileError("\(path) is not a folder; move it out of the way") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try create(URL(fileURLWithPath: parent, isDirectory: true)) }
        guard mkdir(path, 0o700) == 0 else {
            // Made meanwhile by another process: left as it is, as any folder that exists.
            if errno == EEXIST { return }
            throw LocalFileError("could not create the folder \(path): \(String(cString: strerror(errno)))")
        }
        // mkdir's mode is masked by the umask, which can only take bits away; set it exactly.
        chmod(path, 0o700)
    }
}
