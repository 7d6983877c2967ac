import Foundation
import Testing

@testable import IntentSystem

/// What FileTrust refuses and accepts, as OpenSSH's StrictModes judges a file: owner and write access, of the file
/// and of every folder above it.
@Suite struct FileTrustTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        chmod(url.path, 0o700)
        return url
    }

    private func file(in folder: URL, mode: mode_t) throws -> String {
        let path = folder.appendingPathComponent("f").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, mode)
        return path
    }

    @Test func aPrivateFileInPrivateFoldersIsTrusted() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileTrust.problem(at: try file(in: folder, mode: 0o600), what: "the file") == nil)
        #expect(FileTrust.problem(at: try file(in: folder, mode: 0o644), what: "the file") == nil, "others may read it")
        #expect(FileTrust.problem(at: folder.appendingPathComponent("missing").path, what: "the file") == nil, "judged by its folders")
    }

    @Test func aFileOthersCanWriteIsRefusedWithItsMode() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try file(in: folder, mode: 0o602)
        #expect(FileTrust.problem(at: path, what: "the file") == "refusing the file \(path): it has mode 0602, so others can write it; run `chmod go-w \(path)`, or remove it")
    }

    @Test func aFolderOthersCanWriteIsRefusedUnlessSticky() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let inside = try file(in: shared, mode: 0o600)
        chmod(shared.path, 0o777)
        #expect(FileTrust.problem(at: inside, what: "the file")?.contains("the folder \(shared.path) has mode 0777 without the sticky bit") == true)
        chmod(shared.path, 0o1777)
        #expect(FileTrust.problem(at: inside, what: "the file") == nil, "a sticky folder (like /tmp): no one replaces another's file")
        #expect(FileTrust.problem(at: shared.path, what: "the folder")?.contains("it has mode 1777, so others can write it") == true, "but others may add to it")
    }

    @Test func aFileAnotherUserOwnsIsRefusedWithItsOwner() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try file(in: folder, mode: 0o600)
        // Judged as another user, this user's file is a stranger's (root's files excepted, as OpenSSH does).
        let stranger: uid_t = getuid() == 54_321 ? 54_322 : 54_321
        if getuid() != 0 {
            #expect(
                FileTrust.problem(at: path, what: "the file", user: stranger)
                    == "refusing the file \(path): it is owned by uid \(getuid()), not by you (uid \(stranger)) or root, and has mode 0600; remove it, or choose a path of your own")
        } else {
            #expect(chown(path, stranger, stranger) == 0)
            #expect(
                FileTrust.problem(at: path, what: "the file")
                    == "refusing the file \(path): it is owned by uid \(stranger), not by you (uid 0) or root, and has mode 0600; remove it, or choose a path of your own")
        }
    }

    /// A group that is someone else's too may not write; the user's own private group (systems with `umask 002`)
    /// may.
    @Test func groupWriteCountsOnlyForAGroupOfOthers() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try file(in: folder, mode: 0o620)
        let otherGroup: gid_t = getgid() == 54_321 ? 54_322 : 54_321
        if chown(path, getuid(), otherGroup) == 0 {
            #expect(FileTrust.problem(at: path, what: "the file")?.contains("it has mode 0620") == true)
        }
        #expect(chown(path, getuid(), getgid()) == 0)
        let own = FileTrust.problem(at: path, what: "the file")
        let isPrivateGroup = FileTrustTests.primaryGroupIsPrivate()
        #expect((own == nil) == isPrivateGroup, "\(String(describing: own)); private group: \(isPrivateGroup)")
    }

    /// Whether this user's primary group is a private one, read as a person would check it.
    static func primaryGroupIsPrivate() -> Bool {
        guard let passwd = try? String(contentsOfFile: "/etc/passwd", encoding: .utf8), let group = try? String(contentsOfFile: "/etc/group", encoding: .utf8) else { return false }
        let users = passwd.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
        let name = users.first { $0.count > 3 && $0[2] == "\(getuid())" }?[0]
        let sharing = users.filter { $0.count > 3 && $0[3] == "\(getgid())" }.count
        let entry = group.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }.first { $0.count > 3 && $0[2] == "\(getgid())" }
        return entry != nil && entry![0] == name && entry![3].isEmpty && sharing == 1
    }
}

extension FileTrustTests {
    @Test(arguments: [("/a/b/c", "/a/b"), ("/a/b/", "/a"), ("/a", "/"), ("/", "/"), ("a", ""), ("//a//b", "//a"), ("/a//b", "/a")])
    func theFolderAboveAPath(_ path: String, _ parent: String) {
        #expect(FileTrust.parent(of: path) == parent, "\(path)")
    }
}
