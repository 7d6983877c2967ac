import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a file IntentKit reads could have been written by another user, checked as OpenSSH's StrictModes does.
///
/// A registry, a cache or a container tells IntentKit what to run or what to serve, so one that another user could
/// have written is refused: the file (or folder) must be owned by this user or root and not writable by its group or
/// others, and so must every folder above it, except that a folder others can write is accepted when it has the
/// sticky bit (`/tmp`), where no one can replace another's file. A path that does not exist yet is judged by the
/// folders that would hold it. Write access for the group counts as nobody else's when the group is the user's own
/// private group (named after the user, with no other member), as systems that give each user one (`umask 002`) have.
package enum FileTrust {
    /// Why `path` cannot be trusted, as a sentence naming the file, its owner and its mode, or `nil` when it can.
    /// - Parameters:
    ///   - path: The file or folder.
    ///   - what: What it is, for the message ("the install registry").
    package static func problem(at path: String, what: String) -> String? {
        problem(at: path, what: what, user: getuid())
    }

    /// ``problem(at:what:)`` for a given user, so that tests can judge paths as another user would.
    package static func problem(at path: String, what: String, user: uid_t) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var folders = absolute
        var info = stat()
        if stat(absolute, &info) == 0 {
            let resolved = realpath(absolute, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            }
            let target = resolved ?? absolute
            if let problem = ownerProblem(info, path: target, what: what, user: user) { return problem }
            // The sticky bit does not help here: others could still add files to this folder.
            if writableByOthers(info, user: user) {
                return "refusing \(what) \(target): it has mode \(mode(info)), so others can write it; run `chmod go-w \(target)`, or remove it"
            }
            folders = target
        }
        // Every folder above, up to the root (`stat` resolves `..` and links in each as the kernel would).
        var folder = parent(of: folders)
        while !folder.isEmpty {
            var folderInfo = stat()
            if stat(folder, &folderInfo) == 0 {
                if let problem = ownerProblem(folderInfo, path: folder, what: "\(what)'s folder", user: user) {
                    return problem + " (it holds \(what) \(path))"
                }
                if writableByOthers(folderInfo, user: user), folderInfo.st_mode & S_ISVTX == 0 {
                    return "refusing \(what) \(path): the folder \(folder) has mode \(mode(folderInfo)) without the sticky bit, so others can "
                        + "replace what it holds; run `chmod go-w \(folder)`, or choose a path in a folder only you can write"
                }
            }
            if folder == "/" { break }
            folder = parent(of: folder)
        }
        return nil
    }

    /// The path without its last component (`/a/b/` and `/a/b` give `/a`; `/a` gives `/`), with no Foundation path
    /// object: a launch checks its cache this way.
    static func parent(of path: String) -> String {
        var utf8 = Substring(path).utf8[...]
        while utf8.count > 1, utf8.last == UInt8(ascii: "/") { utf8 = utf8.dropLast() }
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        var end = slash
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        return end == utf8.startIndex ? "/" : String(Substring(utf8[..<end]))
    }

    /// Whether someone other than `user` (and root) may write the file: others may, or its group may and is not the
    /// user's private group.
    private static func writableByOthers(_ info: stat, user: uid_t) -> Bool {
        if info.st_mode & 0o002 != 0 { return true }
        guard info.st_mode & 0o020 != 0 else { return false }
        return !(user == getuid() && info.st_gid == privateGroup)
    }

    /// The user's private group: the primary group when it is named after the user, lists no member, and is no
    /// other user's primary group (read from `/etc/group` and `/etc/passwd`, which need no name service); else `nil`.
    private static let privateGroup: gid_t? = {
        let gid = getgid()
        guard let passwd = try? String(contentsOfFile: "/etc/passwd", encoding: .utf8),
            let groups = try? String(contentsOfFile: "/etc/group", encoding: .utf8)
        else { return nil }
        let users = passwd.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }.filter { $0.count >= 4 }
        guard let name = users.first(where: { UInt32($0[2]) == getuid() })?[0],
            users.filter({ UInt32($0[3]) == gid }).count == 1,
            let group = groups.split(separator: "\n").map({ $0.split(separator: ":", omittingEmptySubsequences: false) })
                .first(where: { $0.count >= 4 && UInt32($0[2]) == gid }),
            group[0] == name, group[3].isEmpty
        else { return nil }
        return gid
    }()

    private static func ownerProblem(_ info: stat, path: String, what: String, user: uid_t) -> String? {
        guard info.st_uid != user, info.st_uid != 0 else { return nil }
        return "refusing \(what) \(path): it is owned by uid \(info.st_uid), not by you (uid \(user)) or root, and has mode \(mode(info)); "
            + "remove it, or choose a path of your own"
    }

    /// A mode as `ls` users write it with chmod: `0755`, `1777`.
    private static func mode(_ info: stat) -> String {
        let bits = info.st_mode & 0o7777
        let text = String(bits, radix: 8)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
