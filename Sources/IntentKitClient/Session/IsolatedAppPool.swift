import Foundation
import IntentTransport
import IntentWire
import Synchronization

/// Isolated apps launched ahead of need, so that an isolated session starts without waiting for a launch.
///
/// The first isolated session of a bundle identifier launches its app as
/// usual; the second does too, and starts the pool filling in the background:
/// each pooled app is launched, handshaken and given its own fresh private
/// container. Later isolated sessions adopt a ready app (process, container
/// and metadata) at once, and the pool launches a replacement at once. A
/// pooled app that died while it waited is discarded, never handed out.
///
/// Not from the first session: `swift test --parallel` runs each XCTest test in a process of its own, where a pool
/// filled for the one isolated test was two launches wasted, on the cores the other tests were using. Replacements
/// are not delayed: in a suite, the next test needs one sooner than this test's first intent needs the CPU (serial
/// suites of isolated tests took 5.0-6.3 ms a test with no delay, 6.4-12.5 ms with a delay of 100 ms).
///
/// `INTENTKIT_ISOLATED_POOL` sets how many apps are kept ready (2 by default;
/// 0 turns the pool off). Apps are pooled per bundle identifier and process
/// environment, so a session never adopts an app launched under an
/// environment the test has since changed. Pooled apps die with the test
/// process, and their containers are removed when it exits.
final class IsolatedAppPool: Sendable {
    /// The pool of this test process.
    static let shared = IsolatedAppPool()

    /// The number of ready apps kept per bundle identifier when the environment does not say.
    static let defaultSize = 2

    private struct Key: Hashable, Sendable {
        let bundleIdentifier: String
        let environment: [String: String]
    }

    private struct Entry {
        var ready: [LiveApp] = []
        var launching = 0
        /// How many isolated sessions have asked for an app: the pool fills from the second.
        var sessions = 0
        /// A background launch failed: the next session launches in the foreground and reports why.
        var failed = false
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// How many apps to keep ready, from `INTENTKIT_ISOLATED_POOL`.
    static func size(in environment: [String: String]) -> Int {
        // A value that is not valid keeps the default here; the launch it is used for then fails, naming it.
        IntentKitEnvironment.validPoolSize(environment[IntentKitEnvironment.isolatedPoolSize]) ?? defaultSize
    }

    /// A ready app for a bundle identifier launched under `environment`, if one is waiting; tops the pool up either way.
    func take(_ bundleIdentifier: String, environment: [String: String]) -> LiveApp? {
        let size = Self.size(in: environment)
        guard size > 0 else { return nil }
        let key = Key(bundleIdentifier: bundleIdentifier, environment: environment)
        let (taken, dead, missing) = entries.withLock { entries -> (LiveApp?, [LiveApp], Int) in
            var entry = entries[key] ?? Entry()
            entry.sessions += 1
            var taken: LiveApp?
            var dead: [LiveApp] = []
            while taken == nil, !entry.ready.isEmpty {
                let app = entry.ready.removeFirst()
                if app.isAlive { taken = app } else { dead.append(app) }
            }
            let missing = entry.failed || entry.sessions < 2 ? 0 : max(0, size - entry.ready.count - entry.launching)
            entry.launching += missing
            entries[key] = entry
            return (taken, dead, missing)
        }
        for app in dead { discard(app) }
        for _ in 0..<missing { launchOne(key) }
        return taken
    }

    /// How many apps are being launched for a bundle identifier under `environment` (for tests).
    func launchingCount(_ bundleIdentifier: String, environment: [String: String]) -> Int {
        entries.withLock { $0[Key(bundleIdentifier: bundleIdentifier, environment: environment)]?.launching ?? 0 }
    }

    /// How many apps are ready for a bundle identifier under `environment` (for tests and the benchmark).
    func readyCount(_ bundleIdentifier: String, environment: [String: String]) -> Int {
        entries.withLock { $0[Key(bundleIdentifier: bundleIdentifier, environment: environment)]?.ready.count ?? 0 }
    }

    private func launchOne(_ key: Key) {
        Task.detached(priority: .utility) { [self] in
            let container = TestContainers.newContainer(for: key.bundleIdentifier, environment: key.environment)
            SessionCleanup.register(container: container)
            let plan = LaunchPlan(
                bundleIdentifier: key.bundleIdentifier, environment: key.environment, containerURL: container, ownsContainer: true, executablePath: nil,
                timeouts: SessionTimeouts(environment: key.environment))
            do {
                let app = try await AppLauncher.launch(plan, binding: SessionBinding())
                entries.withLock { entries in
                    entries[key, default: Entry()].launching -= 1
                    entries[key, default: Entry()].ready.append(app)
                }
            } catch {
                entries.withLock { entries in
                    entries[key, default: Entry()].launching -= 1
                    entries[key, default: Entry()].failed = true
                }
                try? FileManager.default.removeItem(at: container)
            }
        }
    }

    private func discard(_ app: LiveApp) {
        app.kill(because: .stopping)
        try? FileManager.default.removeItem(at: app.containerURL)
    }
}
