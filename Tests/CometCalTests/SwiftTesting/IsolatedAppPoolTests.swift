import Foundation
import IntentKitTestSupport
import IntentTransport
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// Isolated sessions adopt apps launched ahead of need: each with its own process and fresh container, prompts routed to the adopter.
///
/// Each test uses a pool of its own, keyed by an environment no other test shares, so parallel tests cannot take its apps.
@Suite struct IsolatedAppPoolTests {
    private func environment(poolSize: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[IntentKitEnvironment.isolatedPoolSize] = poolSize
        environment["INTENTKIT_POOL_TEST"] = UUID().uuidString
        return environment
    }

    /// Waits until the pool holds `count` ready apps, for at most the launch deadline of each.
    private func waitUntilReady(_ pool: IsolatedAppPool, _ environment: [String: String], count: Int) async throws {
        let deadline = ContinuousClock.now + TestWait.limit
        while pool.readyCount(CometCal.bundleIdentifier, environment: environment) < count {
            guard ContinuousClock.now < deadline else {
                Issue.record("the pool had \(pool.readyCount(CometCal.bundleIdentifier, environment: environment)) of \(count) apps ready after 30 s")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func adoptedAppsAreRunningIsolatedAndAnswerThroughTheirSession() async throws {
        let pool = IsolatedAppPool()
        let environment = environment(poolSize: "2")
        #expect(pool.take(CometCal.bundleIdentifier, environment: environment) == nil, "the first request finds the pool empty")
        #expect(pool.take(CometCal.bundleIdentifier, environment: environment) == nil, "the second too, and starts filling it")
        try await waitUntilReady(pool, environment, count: 2)
        let first = AppSession(bundleIdentifier: CometCal.bundleIdentifier, environment: environment, adopting: try #require(pool.take(CometCal.bundleIdentifier, environment: environment)))
        let second = AppSession(bundleIdentifier: CometCal.bundleIdentifier, environment: environment, adopting: try #require(pool.take(CometCal.bundleIdentifier, environment: environment)))
        #expect(first.liveIfRunning() != nil && second.liveIfRunning() != nil, "adopted apps are already running and handshaken")
        #expect(first.containerURL != second.containerURL)
        #expect(try await first.processIdentifier() != second.processIdentifier())
        #expect(first.launchedExecutable?.path.hasSuffix("/CometCal") == true)

        try await AppSession.$current.withValue(first) {
            try await CometCal.definitions.intents["CreateEventIntent"].makeIntent(title: "Pool Party", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
            // Deleting asks for confirmation: the prompt reaches the adopting session, whose policy accepts it.
            let created = try await CometCal.event(titled: "Pool Party")
            try await CometCal.definitions.intents["DeleteEventIntent"].makeIntent(event: created).run()
            #expect(try await CometCal.events.entities(matching: "Pool Party").isEmpty)
            try await CometCal.definitions.intents["CreateEventIntent"].makeIntent(title: "Only Here", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        }
        let seenBySecond = try await AppSession.$current.withValue(second) { try await CometCal.events.entities(matching: "Only Here") }
        #expect(seenBySecond.isEmpty, "the second app's container is its own")
        let containers = [first.containerURL, second.containerURL]
        await first.shutdown()
        await second.shutdown()
        #expect(containers.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "shutdown removes adopted containers")
        try await waitUntilReady(pool, environment, count: 2)
        #expect(pool.readyCount(CometCal.bundleIdentifier, environment: environment) == 2, "the pool refills to its size")
    }

    @Test func anAdoptedAppThatCrashesIsRelaunchedInItsContainer() async throws {
        let pool = IsolatedAppPool()
        let environment = environment(poolSize: "1")
        _ = pool.take(CometCal.bundleIdentifier, environment: environment)
        _ = pool.take(CometCal.bundleIdentifier, environment: environment)
        try await waitUntilReady(pool, environment, count: 1)
        let session = AppSession(bundleIdentifier: CometCal.bundleIdentifier, environment: environment, adopting: try #require(pool.take(CometCal.bundleIdentifier, environment: environment)))
        let pid = try await session.processIdentifier()
        kill(pid, SIGKILL)
        while session.liveIfRunning() != nil { try await Task.sleep(for: .milliseconds(5)) }
        let echoed = try await AppSession.$current.withValue(session) {
            try await CometCal.definitions.intents["CountEventsIntent"].makeIntent().run()
        }
        #expect(try echoed.value as Int >= 0)
        #expect(try await session.processIdentifier() != pid)
        #expect(FileManager.default.fileExists(atPath: session.containerURL.path))
        await session.shutdown()
    }

    /// `swift test --parallel` runs each XCTest test in a process of its own: one isolated test launches one app.
    @Test func aProcessWithOneIsolatedSessionLaunchesNoAppsAhead() async throws {
        let pool = IsolatedAppPool()
        let environment = environment(poolSize: "2")
        #expect(pool.take(CometCal.bundleIdentifier, environment: environment) == nil)
        try await Task.sleep(for: .milliseconds(300))
        #expect(pool.readyCount(CometCal.bundleIdentifier, environment: environment) == 0)
        #expect(pool.launchingCount(CometCal.bundleIdentifier, environment: environment) == 0)
    }

    @Test func theSizeComesFromTheEnvironment() {
        #expect(IsolatedAppPool.size(in: [:]) == IsolatedAppPool.defaultSize)
        #expect(IsolatedAppPool.size(in: [IntentKitEnvironment.isolatedPoolSize: "0"]) == 0)
        #expect(IsolatedAppPool.size(in: [IntentKitEnvironment.isolatedPoolSize: " 3 "]) == 3)
        // A size that is not valid keeps the default here; the launch it is used for fails, naming it (SettingsTests).
        for invalid in ["-1", "many", "33"] {
            #expect(IsolatedAppPool.size(in: [IntentKitEnvironment.isolatedPoolSize: invalid]) == IsolatedAppPool.defaultSize)
            #expect(IntentKitEnvironment.settingProblems(in: [IntentKitEnvironment.isolatedPoolSize: invalid]).count == 1)
        }
        let pool = IsolatedAppPool()
        #expect(pool.take(CometCal.bundleIdentifier, environment: environment(poolSize: "0")) == nil)
    }
}
