import Foundation
import IntentSystem
import Testing

@testable import IntentKit
@testable import IntentTransport

/// The handshake cache serves only what this user's launches of this build wrote, whole: a file another user could
/// have written is refused with its owner and mode named, a body that is not this app's handshake is a miss, and a
/// rebuild written over the same file with the same size and time is another build.
@Suite struct MetadataCacheTrustTests {
    private func handshake(_ app: RawApp) async throws -> String {
        try #require(await app.handshakeResult())
    }

    private func onlyCacheFile(in folder: URL) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".metadata") }
        try #require(names.count == 1, "\(names)")
        return folder.appendingPathComponent(names[0])
    }

    /// Launches CometCal once on the cache, then replaces the file's body with a handshake naming another app name,
    /// written for the same key: a launch that serves it read the file.
    private func plant(_ scratch: Scratch, cache: URL, executable: String = RawApp.cometCal) async throws -> (written: String, planted: String, file: URL) {
        let first = try RawApp(executable, container: scratch.path("first"), environment: [IntentKitEnvironment.metadataCache: cache.path])
        let written = try await handshake(first)
        _ = await first.finish()
        let file = try onlyCacheFile(in: cache)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let planted = written.replacingOccurrences(of: #""name":"CometCal""#, with: #""name":"PlantedCal""#)
        try Data(MetadataCacheFile.encode(key: String(lines[1]), body: Array(planted.utf8))).write(to: file)
        return (written, planted, file)
    }

    @Test func aFileAnotherUserOwnsIsRefusedNamingItsOwnerAndMode() async throws {
        let scratch = Scratch("metadata-cache-owner")
        let cache = scratch.path("cache")
        let (written, planted, file) = try await plant(scratch, cache: cache)
        // As this user's own file, it is served.
        let trusted = try RawApp(container: scratch.path("trusted"), environment: [IntentKitEnvironment.metadataCache: cache.path])
        #expect(try await handshake(trusted) == planted)
        _ = await trusted.finish()

        let stranger: uid_t = 54_321
        guard chown(file.path, stranger, stranger) == 0 else {
            // Only root may give a file away (CI runs as root); another user sees this user's file as a stranger's.
            #expect(FileTrust.problem(at: file.path, what: "the metadata cache file", user: stranger)?.contains("it is owned by uid \(getuid()), not by you (uid 54321)") == true)
            return
        }
        let app = try RawApp(container: scratch.path("second"), environment: [IntentKitEnvironment.metadataCache: cache.path])
        #expect(try await handshake(app) == written, "the declarations were read instead")
        _ = await app.finishWithStderr()
        #expect(
            app.child.stderrText.contains(
                "CometCal: not using the metadata cache: refusing the metadata cache file \(file.path): it is owned by uid 54321, not by you "
                    + "(uid \(getuid())) or root, and has mode 0600; remove it, or choose a path of your own"), "\(app.child.stderrText)")
    }

    @Test func aFolderOthersCanWriteIsRefusedAndNothingIsWrittenThere() async throws {
        let scratch = Scratch("metadata-cache-shared")
        let cache = scratch.path("cache")
        let (written, _, file) = try await plant(scratch, cache: cache)
        chmod(cache.path, 0o777)
        let app = try RawApp(container: scratch.path("second"), environment: [IntentKitEnvironment.metadataCache: cache.path])
        #expect(try await handshake(app) == written)
        _ = await app.finishWithStderr()
        #expect(
            app.child.stderrText.contains(
                "refusing the metadata cache file \(file.path): the folder \(cache.path) has mode 0777 without the sticky bit, so others can replace "
                    + "what it holds; run `chmod go-w \(cache.path)`, or choose a path in a folder only you can write"), "\(app.child.stderrText)")

        let empty = scratch.path("shared-empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        chmod(empty.path, 0o777)
        let writer = try RawApp(container: scratch.path("third"), environment: [IntentKitEnvironment.metadataCache: empty.path])
        _ = try await handshake(writer)
        _ = await writer.finishWithStderr()
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty, "nothing written where others can write")
        #expect(writer.child.stderrText.contains("not writing the metadata cache: refusing the metadata cache folder \(empty.path): it has mode 0777"))
    }

    @Test func aBodyThatIsNotThisAppsHandshakeIsAMissEvenWithAValidHeader() async throws {
        let scratch = Scratch("metadata-cache-body")
        let cache = scratch.path("cache")
        let (written, _, file) = try await plant(scratch, cache: cache)
        let key = String(try String(contentsOf: file, encoding: .utf8).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)[1])
        let otherApp = written.replacingOccurrences(of: #""bundleIdentifier":"com.example.CometCal""#, with: #""bundleIdentifier":"com.example.Other""#)
        for body in ["not json at all", #"{"protocolVersion":1"#, #"[1,2,3]"#, #"{"protocolVersion":99,"metadata":{"app":{"bundleIdentifier":"com.example.CometCal"}}}"#, otherApp] {
            try Data(MetadataCacheFile.encode(key: key, body: Array(body.utf8))).write(to: file)
            let app = try RawApp(container: scratch.path("app-\(UUID().uuidString.prefix(6))"), environment: [IntentKitEnvironment.metadataCache: cache.path])
            #expect(try await handshake(app) == written, "body \(body.prefix(40))")
            _ = await app.finish()
        }
    }

    /// The key is what the executable is (its build ID), not where it lies: a different build written over the
    /// same inode with the same size and modification time does not get the earlier build's handshake.
    @Test func aRebuildWithTheSameInodeSizeAndTimeIsAnotherBuild() async throws {
        let scratch = Scratch("metadata-cache-rebuild")
        let executable = scratch.path("CometCal")
        try FileManager.default.copyItem(atPath: RawApp.cometCal, toPath: executable.path)
        let cache = scratch.path("cache")
        let (_, planted, _) = try await plant(scratch, cache: cache, executable: executable.path)
        let again = try RawApp(executable.path, container: scratch.path("again"), environment: [IntentKitEnvironment.metadataCache: cache.path])
        #expect(try await handshake(again) == planted, "the same build serves what the cache holds")
        _ = await again.finish()

        // Another build: the same bytes but for its build ID, written in place, its time put back to the nanosecond.
        var before = stat()
        try #require(stat(executable.path, &before) == 0)
        var bytes = [UInt8](try Data(contentsOf: executable))
        let note: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0] + Array("GNU".utf8) + [0]
        let start = try #require(bytes.indices.first { index in index + note.count < bytes.count && bytes[index..<(index + note.count)].elementsEqual(note) })
        bytes[start + note.count] ^= 0xff
        let handle = try FileHandle(forWritingTo: executable)
        try handle.write(contentsOf: bytes)
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        try #require(utimensat(AT_FDCWD, executable.path, &times, 0) == 0)
        var after = stat()
        try #require(stat(executable.path, &after) == 0)
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)

        let rebuilt = try RawApp(executable.path, container: scratch.path("rebuilt"), environment: [IntentKitEnvironment.metadataCache: cache.path])
        #expect(try await handshake(rebuilt) != planted, "the rebuilt executable read its declarations")
        _ = await rebuilt.finish()
    }
}
