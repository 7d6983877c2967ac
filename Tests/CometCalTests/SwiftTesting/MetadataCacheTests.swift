import Foundation
import Testing

@testable import IntentKit
@testable import IntentKitClient
@testable import IntentTransport

/// Launches after the first serve the handshake the first kept (`INTENTKIT_METADATA_CACHE`), and only that build's,
/// in the same circumstances, whole and unchanged.
@Suite struct MetadataCacheTests {
    /// The initialize reply's result, as the app wrote it.
    private func handshake(_ app: RawApp) async throws -> String {
        try #require(await app.handshakeResult())
    }

    private func cacheFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".metadata") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private func launch(_ scratch: Scratch, _ name: String, cache: URL, arguments: [String] = ["--serve"]) throws -> RawApp {
        try RawApp(container: scratch.path(name), arguments: arguments, environment: [IntentKitEnvironment.metadataCache: cache.path])
    }

    @Test func aLaunchAfterTheFirstServesTheHandshakeTheFirstKept() async throws {
        let scratch = Scratch("metadata-cache")
        let cache = scratch.path("cache")
        let first = try launch(scratch, "one", cache: cache)
        let written = try await handshake(first)
        #expect(await first.finish() == .exited(0))
        let file = try #require(cacheFiles(in: cache).first)
        #expect(cacheFiles(in: cache).count == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        // The same handshake, with the app's name changed, written for the key the first launch used: a launch that
        // serves it read the file, not the declarations.
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let key = String(lines[1])
        #expect(String(lines[2]) == written, "the file holds what the first launch answered")
        let planted = written.replacingOccurrences(of: #""name":"CometCal""#, with: #""name":"PlantedCal""#)
        try Data(MetadataCacheFile.encode(key: key, body: Array(planted.utf8))).write(to: file)
        let second = try launch(scratch, "two", cache: cache)
        #expect(try await handshake(second) == planted)
        second.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"CountEventsIntent","parameters":{}}}"#)
        let replies = try #require(await second.lines(until: #""id":1"#))
        #expect(replies.last == #"{"jsonrpc":"2.0","id":1,"result":{"value":{"int":0},"dialog":{"full":"0 events."}}}"#, "its intents run")
        second.send(#"{"jsonrpc":"2.0","id":2,"method":"intent/run","params":{"intent":"CountEventIntent","parameters":{}}}"#)
        let unknown = try #require(await second.lines(until: #""id":2"#)?.last)
        #expect(unknown.contains(#""suggestions":["CountEventsIntent","CreateEventIntent","MoveEventIntent"]"#), "names are checked without the metadata: \(unknown)")

        // Other launch arguments are other circumstances: the declarations are read, and kept in a file of their own.
        let third = try launch(scratch, "three", cache: cache, arguments: ["--serve", "--", "-UITesting"])
        #expect(try await handshake(third) == written)
        #expect(cacheFiles(in: cache).count == 2)
    }

    @Test func aDamagedFileIsAMissAndIsWrittenAgain() async throws {
        let scratch = Scratch("metadata-cache-damaged")
        let cache = scratch.path("cache")
        let first = try launch(scratch, "one", cache: cache)
        let written = try await handshake(first)
        _ = await first.finish()
        let file = try #require(cacheFiles(in: cache).first)
        let original = try Data(contentsOf: file)
        var damaged = original
        damaged[damaged.count - 10] ^= 0x20
        try damaged.write(to: file)
        let second = try launch(scratch, "two", cache: cache)
        #expect(try await handshake(second) == written)
        _ = await second.finish()
        #expect(try Data(contentsOf: file) == original)
    }

    @Test func aCacheThatCannotBeWrittenIsNoReasonNotToStart() async throws {
        let scratch = Scratch("metadata-cache-unwritable")
        let notAFolder = scratch.path("file")
        try Data("x".utf8).write(to: notAFolder)
        let app = try launch(scratch, "one", cache: notAFolder)
        #expect(try await handshake(app).contains(#""bundleIdentifier":"com.example.CometCal""#))
        #expect(await app.finish() == .exited(0))
    }

    @Test func anAppWithDeclarationProblemsKeepsNothing() async throws {
        let scratch = Scratch("metadata-cache-faulty")
        let cache = scratch.path("cache")
        let broken = try RawApp(
            RawApp.faultyApp, container: scratch.path("one"), environment: ["FAULTY_DECLARED_TWICE": "1", IntentKitEnvironment.metadataCache: cache.path])
        #expect(await broken.finish() == .exited(78))
        #expect(cacheFiles(in: cache).isEmpty)
    }

    /// Test processes share one cache folder beside their private containers; apps on a container the user chose get none.
    @Test func launchersGiveAppsOnPrivateContainersTheTestProcessesCache() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-\(getuid())")
        func plan(_ container: URL, owns: Bool, environment: [String: String] = [:]) -> LaunchPlan {
            LaunchPlan(
                bundleIdentifier: CometCal.bundleIdentifier, environment: environment, containerURL: container, ownsContainer: owns, executablePath: nil,
                timeouts: SessionTimeouts(environment: [:]))
        }
        let one = AppLauncher.environment(for: plan(root.appendingPathComponent("a"), owns: true))[IntentKitEnvironment.metadataCache]
        let two = AppLauncher.environment(for: plan(root.appendingPathComponent("b"), owns: true))[IntentKitEnvironment.metadataCache]
        #expect(one == root.appendingPathComponent("metadata-cache").path)
        #expect(one == two)
        #expect(OrphanedContainers.owner(of: "metadata-cache") == nil, "never swept as a container")
        #expect(AppLauncher.environment(for: plan(root.appendingPathComponent("c"), owns: false))[IntentKitEnvironment.metadataCache] == nil)
        let chosen = plan(root.appendingPathComponent("d"), owns: true, environment: [IntentKitEnvironment.metadataCache: "/tmp/elsewhere"])
        #expect(AppLauncher.environment(for: chosen)[IntentKitEnvironment.metadataCache] == "/tmp/elsewhere")
    }

    @Test func filesNotWrittenForADayAreSwept() throws {
        let scratch = Scratch("metadata-cache-sweep")
        let folder = MetadataCacheFolder.folder(in: scratch.url)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = folder.appendingPathComponent("com.example.Old-0123456789abcdef.metadata")
        let fresh = folder.appendingPathComponent("com.example.New-0123456789abcdef.metadata")
        try Data("x".utf8).write(to: old)
        try Data("x".utf8).write(to: fresh)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -25 * 60 * 60)], ofItemAtPath: old.path)
        #expect(MetadataCacheFolder.sweep(in: scratch.url) == [old.lastPathComponent])
        #expect(FileManager.default.fileExists(atPath: fresh.path))
    }
}
