import Foundation
import IntentKitTestSupport
import IntentTransport
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// Finding the app: environment override, install registry, next to the tests; and checking what was found.
@Suite struct DiscoveryTests {
    let cometCal = BuiltExecutable.url("CometCal").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")

    @Test func environmentOverrideWins() throws {
        let key = AppLocator.environmentKey(for: "com.example.Other")
        #expect(key == "INTENTKIT_APP_PATH_COM_EXAMPLE_OTHER")
        #expect(try AppLocator.locate("com.example.Other", environment: [key: cometCal]) == AppLocator.Located(path: cometCal, foundBy: "through $\(key)"))
        let error = #expect(throws: AppProcessError.self) { try AppLocator.locate("com.example.Other", environment: [key: "/nonexistent/app"]) }
        #expect(error?.message == "INTENTKIT_APP_PATH_COM_EXAMPLE_OTHER names /nonexistent/app, which is not an executable file")
    }

    /// A bundle identifier names an executable by its last part: one with slashes reached other folders, and an
    /// empty one the build folder itself.
    @Test(arguments: ["", "com.example.../../../../bin/true", "com.example.CometCal/", "a b"])
    func aBundleIdentifierThatIsNotOneIsRefusedBeforeAnythingIsLookedUp(_ identifier: String) {
        let error = #expect(throws: AppProcessError.self) { try AppLocator.locate(identifier, environment: [:]) }
        #expect(error?.kind == .notFound)
        #expect(
            error?.message
                == "\"\(identifier)\" is not a bundle identifier: use letters, digits and hyphens in parts separated by dots, such as com.example.CometCal")
    }

    @Test func theExecutableBuiltWithTheTestsBeatsTheInstallRegistry() throws {
        // An older copy installed with `harness install` must not be driven instead of the one just built.
        let older = scratch.appendingPathComponent("old/CometCal")
        try FileManager.default.createDirectory(at: older.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: cometCal, toPath: older.path)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let registry = scratch.appendingPathComponent("apps.json")
        try InstalledApps(apps: ["com.example.CometCal": older.path]).save(to: registry)
        let found = try AppLocator.locate("com.example.CometCal", environment: ["INTENTKIT_REGISTRY": registry.path])
        #expect(found == AppLocator.Located(path: cometCal, foundBy: "next to the tests"))
    }

    @Test func installRegistryServesAppsNotBuiltWithTheTests() throws {
        let registry = scratch.appendingPathComponent("apps.json")
        try InstalledApps(apps: ["org.example.Elsewhere": cometCal]).save(to: registry)
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try AppLocator.locate("org.example.Elsewhere", environment: ["INTENTKIT_REGISTRY": registry.path]).path == cometCal)
        try InstalledApps(apps: ["org.example.Elsewhere": "/gone/Elsewhere"]).save(to: registry)
        let error = #expect(throws: AppProcessError.self) { try AppLocator.locate("org.example.Elsewhere", environment: ["INTENTKIT_REGISTRY": registry.path]) }
        #expect(error?.message.contains("\(registry.path) (which names /gone/Elsewhere, no longer an executable)") == true)
    }

    @Test func aLeftoverExecutableOfAnEarlierBuildIsSkipped() throws {
        // A build folder whose manifest no longer produces "CometCal" (the target was renamed).
        let build = scratch.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stale = build.appendingPathComponent("CometCal")
        try FileManager.default.copyItem(atPath: cometCal, toPath: stale.path)
        let manifest = scratch.appendingPathComponent(".build/debug.yaml")
        let renamed = build.appendingPathComponent("CometCalendar").path
        try Data("commands:\n  \"C.CometCalendar-debug.exe\":\n    outputs: [\"\(renamed)\"]\n".utf8).write(to: manifest)
        let environment = ["INTENTKIT_REGISTRY": scratch.appendingPathComponent("none.json").path]
        let error = #expect(throws: AppProcessError.self) { try AppLocator.locate("com.example.CometCal", environment: environment, buildDirectories: [build]) }
        #expect(error?.message.contains("\(stale.path) (left over from an earlier build: \(manifest.path) does not produce it)") == true)
        try Data("commands:\n  \"C.CometCal-debug.exe\":\n    outputs: [\"\(stale.path)\"]\n".utf8).write(to: manifest)
        #expect(try AppLocator.locate("com.example.CometCal", environment: environment, buildDirectories: [build]).path == stale.path)
    }

    @Test(.isolatedApp("com.example.CometCal"))
    func everySessionRecordsTheExecutableItLaunched() async throws {
        let session = CometCal.definitions.session
        _ = try await session.metadata()  // the app may have been launched ahead of need (the isolated app pool) or just now
        let launched = try #require(session.launchedExecutable)
        let built = try FileManager.default.attributesOfItem(atPath: cometCal)[.modificationDate] as? Date
        #expect(launched == LaunchedExecutable(path: cometCal, modificationDate: built, foundBy: "next to the tests"))
        let diagnostics = try await session.diagnostics()
        #expect(diagnostics.executable == launched)
        #expect(diagnostics.description.hasPrefix("app: \(cometCal) (built \(built!.formatted(.iso8601)), found next to the tests)"))
    }

    @Test func theBundleIdentifierIsVerified() async throws {
        let session = AppSession(bundleIdentifier: "com.example.Impostor", environment: [AppLocator.environmentKey(for: "com.example.Impostor"): cometCal])
        let error = await #expect(throws: AppProcessError.self) { try await session.metadata() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.message == "\(cometCal) serves com.example.CometCal, not com.example.Impostor; point the app path at the right executable")
        await session.shutdown()
    }

    @Test func aCorruptStoreStopsTheAppWithoutTouchingTheFile() async throws {
        let session = AppSession.isolated(bundleIdentifier: "com.example.CometCal")
        try FileManager.default.createDirectory(at: session.containerURL, withIntermediateDirectories: true)
        let store = session.containerURL.appendingPathComponent("store.json")
        try Data("{ not a store".utf8).write(to: store)
        let error = await #expect(throws: AppProcessError.self) { try await session.metadata() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.message.hasSuffix("did not complete the IntentKit handshake (it exited with status 1); see its stderr below") == true)
        #expect(error?.diagnostics.stderrTail.contains("the calendar store is unreadable") == true)
        #expect(try String(contentsOf: store, encoding: .utf8) == "{ not a store")
        await session.shutdown()
    }

    @Test(.isolatedApp("com.example.CometCal"))
    func strayPrintsGoToStderr() async throws {
        try await CometCal.seed()
        // stderr is read by its own thread, so the line may arrive just after the reply.
        var stderr = ""
        for _ in 0..<200 where !stderr.contains("CometCal: seeded 10 sample events") {
            stderr = try await CometCal.definitions.session.diagnostics().stderrTail
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(stderr.contains("CometCal: seeded 10 sample events"))
        #expect(try await CometCal.events.allEntities().count == 10)
    }

    @Test(.isolatedApp("com.example.CometCal"))
    func intentParametersReadBack() async throws {
        var intent = CometCal.definitions.intents["CreateEventIntent"].makeIntent()
        intent.title = "Read Back"
        intent.isAllDay = true
        let title: String = try intent.title
        let allDay: Bool = try intent.isAllDay
        #expect(title == "Read Back")
        #expect(allDay)
        #expect(intent.notes == nil)
        #expect(intent.parameterNames == ["title", "isAllDay"])
        #expect(intent.description == #"CreateEventIntent(title: "Read Back", isAllDay: true)"#)
    }
}
