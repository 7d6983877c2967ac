import Foundation
import IntentKitTestSupport
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// Nothing lost: one writer per container, shutdown that finishes its work, an index that is a cache of the store, odd files reported.
@Suite struct ContainerTests {
    @Test func aSecondAppOnTheSameContainerExitsNamingTheHolder() async throws {
        let scratch = Scratch("lock")
        let container = scratch.path("container")
        let first = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        let second = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        let holder = try await first.processIdentifier()
        let error = await #expect(throws: AppProcessError.self) { try await second.metadata() }
        #expect(error?.kind == .containerInUse)
        #expect(error?.termination == .exited(75))
        let me = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            error?.message
                == "CometCal: the container \(container.path) is in use by pid \(holder) (\(RawApp.cometCal), started by \(me) (pid \(getpid()))); an app's data has one writer at a time. Stop that process, or give this one another container with INTENTKIT_CONTAINER"
        )
        await first.shutdown()
        #expect(try await second.metadata().app.bundleIdentifier == CometCal.bundleIdentifier, "the lock goes with its holder")
        await second.shutdown()
    }

    /// The container is opened while the declarations are read; their problems are still what the app reports.
    @Test func declarationProblemsAreReportedBeforeAContainerInUse() async throws {
        let scratch = Scratch("declared-twice")
        let container = scratch.path("container")
        let holder = AppSession.attached(bundleIdentifier: TestSessions.faultyApp, containerURL: container)
        _ = try await holder.processIdentifier()
        let broken = try RawApp(RawApp.faultyApp, container: container, environment: ["FAULTY_DECLARED_TWICE": "1"])
        #expect(await broken.finish() == .exited(78))
        let deadline = ContinuousClock.now + .seconds(10)
        while !broken.child.hasFinishedStderr, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(broken.child.stderrText.contains("FaultyApp: 1 declaration problem:\n  - the name \"EchoIntent\" is declared twice"), "\(broken.child.stderrText)")
        #expect(!broken.child.stderrText.contains("is in use"))
        await holder.shutdown()
        let alone = try RawApp(RawApp.faultyApp, container: container, environment: ["FAULTY_DECLARED_TWICE": "1"])
        #expect(await alone.finish() == .exited(78), "with the container free as well")
    }

    @Test func shutdownFinishesInFlightWorkAndSavesTheIndex() async throws {
        let scratch = Scratch("shutdown")
        let container = scratch.path("container")
        let app = try RawApp(container: container)
        _ = await app.initialize()
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedBulkEventsIntent","parameters":{"count":{"int":1000}}}}"#)
        app.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":{}}"#)
        app.send(#"{"jsonrpc":"2.0","id":3,"method":"entity/query","params":{"entity":"CalendarEntity","query":{"kind":"all"}}}"#)
        let replies = try #require(await app.lines(until: #""id":2"#))
        #expect(replies.contains(#"{"jsonrpc":"2.0","id":1,"result":{"value":{"int":1000}}}"#), "the bulk write was answered before the shutdown")
        #expect(replies.contains { $0.hasPrefix(#"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"com.example.CometCal is shutting down and takes no new requests""#) })
        #expect(replies.last == #"{"jsonrpc":"2.0","id":2,"result":{}}"#)
        #expect(await app.child.waitForTermination(timeout: TestWait.limit) == .exited(0))
        let relaunched = try RawApp(container: container)
        _ = await relaunched.initialize()
        relaunched.send(#"{"jsonrpc":"2.0","id":4,"method":"search/query","params":{"entity":"EventEntity","query":null}}"#)
        let hits = try #require(await relaunched.lines(until: #""id":4"#)?.last)
        #expect(hits.components(separatedBy: #""type":"EventEntity""#).count - 1 == 1000, "the index was saved with every event")
        #expect(await relaunched.finish() == .exited(0))
        #expect(!relaunched.child.stderrText.contains("rebuilt the search index"), "nothing needed rebuilding: \(relaunched.child.stderrText)")
    }

    @Test(arguments: ["missing", "corrupt", "empty", "behind", "old format"])
    func aBadIndexIsRebuiltFromTheStore(_ damage: String) async throws {
        let scratch = Scratch("index")
        let container = scratch.path("container")
        let index = container.appendingPathComponent("search-index.json")
        let seeding = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        try await AppSession.$current.withValue(seeding) { try await CometCal.seed() }
        await seeding.shutdown()
        let saved = try String(contentsOf: index, encoding: .utf8)
        switch damage {
        case "missing": try FileManager.default.removeItem(at: index)
        case "corrupt": try Data("{\"format\":2,\"documents\":[{".utf8).write(to: index)
        case "empty": try Data(#"{"format":2,"generation":1,"documents":[]}"#.utf8).write(to: index)
        case "behind": try Data(saved.replacingOccurrences(of: #""generation":"#, with: #""generation":1"#).utf8).write(to: index)
        default: try Data("[]".utf8).write(to: index)
        }
        let session = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        let hits = try await AppSession.$current.withValue(session) { try await CometCal.events.spotlightQuery("Cosmic Ray") }
        #expect(hits.count == 1)
        #expect(try await session.diagnostics().stderrTail.contains("CometCal: rebuilt the search index from the store because"))
        await session.shutdown()
    }

    @Test func interruptedWritesAreClearedAtStart() async throws {
        let scratch = Scratch("tmp")
        let container = scratch.path("container")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let orphan = container.appendingPathComponent(".store.json.\(UUID().uuidString).tmp")
        let unrelated = container.appendingPathComponent(".notes.tmp")
        try Data("half a store".utf8).write(to: orphan)
        try Data("mine".utf8).write(to: unrelated)
        let session = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        _ = try await session.metadata()
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path), "only IntentKit's own temporary names are removed")
        #expect(try await session.diagnostics().stderrTail.contains("CometCal: removed \(orphan.lastPathComponent), left by a write that was interrupted"))
        await session.shutdown()
    }

    @Test func aStoreThatIsADirectoryIsAClearError() async throws {
        let scratch = Scratch("store-dir")
        let container = scratch.path("container")
        try FileManager.default.createDirectory(at: container.appendingPathComponent("store.json"), withIntermediateDirectories: true)
        let session = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        let error = await #expect(throws: AppProcessError.self) { try await session.metadata() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.termination == .exited(1))
        #expect(error?.diagnostics.stderrTail.contains("the calendar store is unreadable: \(container.path)/store.json is a directory, not a file; move it out of the way") == true)
        await session.shutdown()
    }

    /// A FIFO where the store belongs used to hang the app at launch, in `open`, waiting for a writer.
    @Test func aStoreThatIsAFIFOIsAClearErrorNotAHang() async throws {
        let scratch = Scratch("store-fifo")
        let container = scratch.path("container")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        #expect(mkfifo(container.appendingPathComponent("store.json").path, 0o600) == 0)
        let session = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        let error = await #expect(throws: AppProcessError.self) { try await session.metadata() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.termination == .exited(1))
        #expect(
            error?.diagnostics.stderrTail.contains(
                "the calendar store is unreadable: \(container.path)/store.json is a FIFO (named pipe), not a regular file; move it out of the way") == true,
            "\(error?.diagnostics.stderrTail ?? "")")
        await session.shutdown()
    }

    /// The search index is a cache: with a FIFO in its place (or a link to one) the app rebuilds it, keeps it in
    /// memory, and says it cannot save it, instead of hanging, or replacing what the link points at (a link to
    /// `/dev/zero` replaced the device with the index when run as root).
    @Test(arguments: [false, true])
    func anIndexThatIsAFIFOIsRebuiltAndLeftAlone(throughALink: Bool) async throws {
        let scratch = Scratch("index-fifo")
        let container = scratch.path("container")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let index = container.appendingPathComponent("search-index.json")
        let fifo = throughALink ? scratch.path("elsewhere.fifo") : index
        #expect(mkfifo(fifo.path, 0o600) == 0)
        if throughALink { try FileManager.default.createSymbolicLink(atPath: index.path, withDestinationPath: fifo.path) }
        let app = try RawApp(container: container)
        _ = await app.initialize()
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedBulkEventsIntent","parameters":{"count":{"int":20}}}}"#)
        #expect(await app.next() == #"{"jsonrpc":"2.0","id":1,"result":{"value":{"int":20}}}"#)
        app.send(#"{"jsonrpc":"2.0","id":2,"method":"search/query","params":{"entity":"EventEntity","query":"00007"}}"#)
        let hits = try #require(await app.next())
        #expect(hits.components(separatedBy: #"{"type":"EventEntity""#).count - 1 == 1, "\(hits.prefix(200))")
        app.send(#"{"jsonrpc":"2.0","id":3,"method":"shutdown","params":{}}"#)
        #expect(await app.next() == #"{"jsonrpc":"2.0","id":3,"result":{}}"#)
        #expect(await app.finish() == .exited(0))
        let stderr = app.child.stderrText
        #expect(stderr.contains("\(fifo.path)\(throughALink ? ", a" : " is a") FIFO (named pipe), not a regular file"), "\(stderr)")
        #expect(stderr.contains("search index: could not save \(index.path): "), "\(stderr)")
        var info = stat()
        #expect(stat(fifo.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO is left as it was")
    }

    /// The lock file is written with its holder's name: through a link, that overwrote whatever the link pointed at
    /// (a user's file, or as root a disk's first bytes).
    @Test(arguments: ["link", "fifo"])
    func aLockFileThatIsNotAFileOfItsOwnIsAClearErrorAndLeftAlone(_ kind: String) async throws {
        let scratch = Scratch("lock-\(kind)")
        let container = scratch.path("container")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let lock = container.appendingPathComponent(".intentkit-lock")
        let precious = scratch.path("precious.txt")
        if kind == "link" {
            try Data("precious".utf8).write(to: precious)
            try FileManager.default.createSymbolicLink(atPath: lock.path, withDestinationPath: precious.path)
        } else {
            #expect(mkfifo(lock.path, 0o600) == 0)
        }
        let session = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        let error = await #expect(throws: AppProcessError.self) { try await session.metadata() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.termination == .exited(1))
        let described = kind == "link" ? "a symbolic link" : "a FIFO (named pipe)"
        #expect(
            error?.diagnostics.stderrTail.contains(
                "could not start with the container \(container.path): the container lock \(lock.path) is \(described), not a regular file; move it out of the way")
                == true, "\(error?.diagnostics.stderrTail ?? "")")
        if kind == "link" { #expect(try String(contentsOf: precious, encoding: .utf8) == "precious", "the link's target is untouched") }
        await session.shutdown()
    }

    @Test func aStoreThatIsASymbolicLinkIsWrittenThrough() async throws {
        let scratch = Scratch("store-link")
        let container = scratch.path("container")
        let elsewhere = scratch.path("elsewhere")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("real-store.json")
        try FileManager.default.createSymbolicLink(atPath: container.appendingPathComponent("store.json").path, withDestinationPath: target.path)
        let session = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: container)
        try await AppSession.$current.withValue(session) { try await CometCal.seed() }
        await session.shutdown()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: container.appendingPathComponent("store.json").path) == target.path, "the link stays a link")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("Cosmic Ray Calibration"))
    }

    @Test func containersAre0700AndFiles0600WhateverTheUmask() async throws {
        let scratch = Scratch("umask")
        let container = scratch.path("a/b/container")
        let app = try RawApp("/bin/sh", container: container, arguments: ["-c", #"umask 000; exec "$0" --serve"#, RawApp.cometCal])
        _ = await app.initialize()
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedSampleEventsIntent","parameters":{}}}"#)
        _ = await app.lines(until: #""id":1"#)
        #expect(await app.finish() == .exited(0))
        func mode(_ url: URL) throws -> Int { try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1 }
        #expect(try mode(container) == 0o700)
        for file in ["store.json", "search-index.json", ".intentkit-lock"] {
            #expect(try mode(container.appendingPathComponent(file)) == 0o600, "\(file)")
        }
    }

    @Test func testContainersLiveInAPrivateFolder() async throws {
        let session = AppSession.isolated(bundleIdentifier: CometCal.bundleIdentifier)
        _ = try await session.metadata()
        let folder = session.containerURL.deletingLastPathComponent()
        #expect(folder.lastPathComponent == "intentkit-\(getuid())")
        #expect((try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int) == 0o700)
        await session.shutdown()
        let shared = Scratch("shared")
        chmod(shared.url.path, 0o755)
        let refused = AppSession(bundleIdentifier: CometCal.bundleIdentifier, environment: ["INTENTKIT_TEST_CONTAINERS": shared.url.path])
        let error = await #expect(throws: AppProcessError.self) { try await refused.metadata() }
        #expect(
            error?.message
                == "refusing to make test containers in \(shared.url.path): it must be a directory owned by this user (uid \(getuid())) that others cannot enter; remove it, or set INTENTKIT_TEST_CONTAINERS to another folder"
        )
        await refused.shutdown()
    }

    /// An app trusts its store and index, so a container another user could have written is refused, naming it, its
    /// owner and its mode, and the app does not start on it (nothing in it is read or changed).
    @Test func aContainerOthersCanWriteIsRefused() async throws {
        let scratch = Scratch("shared-container")
        let container = scratch.path("container")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        try "planted".write(to: container.appendingPathComponent("store.json"), atomically: true, encoding: .utf8)
        chmod(container.path, 0o777)
        let app = try RawApp(container: container)
        #expect(await app.finishWithStderr() == .exited(1))
        #expect(
            app.child.stderrText.contains(
                "CometCal: could not start with the container \(container.path): refusing the container \(container.path): it has mode 0777, so others can write it; run `chmod go-w \(container.path)`, or remove it"
            ), "\(app.child.stderrText)")
        #expect(try String(contentsOf: container.appendingPathComponent("store.json"), encoding: .utf8) == "planted")

        chmod(container.path, 0o700)
        guard chown(container.path, 54_321, 54_321) == 0 else { return }
        let owned = try RawApp(container: container)
        #expect(await owned.finishWithStderr() == .exited(1))
        #expect(
            owned.child.stderrText.contains("refusing the container \(container.path): it is owned by uid 54321, not by you (uid \(getuid())) or root, and has mode 0700"), "\(owned.child.stderrText)")
    }
}
