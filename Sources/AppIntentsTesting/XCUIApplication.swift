import Foundation
import IntentKitClient
import IntentKitTesting

/// The app under test, headless: XCTest's `XCUIApplication` for an IntentKit app on Linux.
///
/// It drives the same app process as the test's ``IntentDefinitions`` (the shared session, or the test's isolated
/// one), so a screen an intent opens is the screen its elements read:
/// ```swift
/// let app = XCUIApplication()
/// try await openEvent.makeIntent(target: event).run()
/// XCTAssertTrue(app.staticTexts["Crew Lunch at the Nebula Cafe"].waitForExistence(timeout: 5))
/// ```
/// `init()` chooses the app as Xcode's target application setting would (see `TargetApplication`): the
/// bundle identifier in `INTENTKIT_TARGET_APPLICATION`, else the one app the test's module made
/// `IntentDefinitions` for, else the app named after the test module (`CometCalTests` tests `CometCal`).
///
/// What it reads is the app's screen model: its name (an ``otherElements`` element), its static texts
/// (``staticTexts``) and the entities annotated on it. The model has no buttons, so ``buttons`` and `tap()`
/// fail the test saying so; drive the app through its intents instead. A call that cannot be done fails the
/// current test (XCTest or Swift Testing) with the reason, as XCTest's own element API does.
///
/// Main-actor isolated, as XCTest's is, except its initializers (so a test case can hold one in a stored
/// property, as the seed's `CalendarTestCase` does). Its calls block the main thread while the app launches or
/// its screen is read, never a thread of the concurrency pool, whose threads that work needs.
@MainActor
public final class XCUIApplication: Sendable {
    private enum Target: Sendable {
        case named(String)
        case chosenFor(module: String)
    }

    private let target: Target
    private var options = AppLaunchOptions()

    /// The app under test, chosen for the calling test module (see the type's discussion).
    ///
    /// - Parameter fileID: Where the application is made; leave it to its default.
    nonisolated public init(fileID: String = #fileID) {
        target = .chosenFor(module: AppsNamedByModule.module(of: fileID))
    }

    /// The app with this bundle identifier.
    nonisolated public init(bundleIdentifier: String) {
        target = .named(bundleIdentifier)
    }

    /// The arguments ``launch()`` passes to the app, which reads them as `IntentApp.launchArguments`.
    public var launchArguments: [String] {
        get { options.arguments }
        set { options.arguments = newValue }
    }

    /// The variables ``launch()`` adds to the app's environment.
    public var launchEnvironment: [String: String] {
        get { options.environment }
        set { options.environment = newValue }
    }

    /// The app's bundle identifier.
    /// - Throws: ``HeadlessApplicationError`` when `init()` cannot tell which app is under test.
    nonisolated public func bundleIdentifier() throws -> String {
        switch target {
        case .named(let bundleIdentifier): return bundleIdentifier
        case .chosenFor(let module): return try TargetApplication.bundleIdentifier(forModule: module)
        }
    }

    /// Launches the app with ``launchArguments`` and ``launchEnvironment``, ending it first if it runs.
    ///
    /// The app keeps its container (its data), as an installed app does. Waits until the app answers.
    public func launch() {
        HeadlessFailure.reporting { try launching() }
    }

    /// ``launch()``, throwing what it cannot do instead of failing the test.
    func launching() throws {
        try perform("launch") { session, options in try await session.launch(with: options) }
    }

    /// Launches the app if it does not run; otherwise leaves it as it is.
    public func activate() {
        HeadlessFailure.reporting {
            try perform("activate") { session, options in
                if session.liveIfRunning() == nil { try await session.launch(with: options) }
            }
        }
    }

    /// Ends the app, keeping its data; the next intent or query launches it again.
    public func terminate() {
        HeadlessFailure.reporting { try perform("terminate") { session, _ in await session.relaunch() } }
    }

    /// Whether the app runs: `.runningForeground` while its process answers, `.notRunning` otherwise.
    public var state: State {
        guard let session = try? session() else { return .unknown }
        return session.liveIfRunning() == nil ? .notRunning : .runningForeground
    }

    /// The static texts on the app's current screen, by their text.
    public var staticTexts: XCUIElementQuery { XCUIElementQuery(application: self, kind: .staticText) }

    /// The current screen itself, by its name (`EventDetailView`).
    public var otherElements: XCUIElementQuery { XCUIElementQuery(application: self, kind: .other) }

    /// Buttons: IntentKit's screen model has none, so using one fails the test saying so.
    public var buttons: XCUIElementQuery { XCUIElementQuery(application: self, kind: .button) }

    /// The session of the app under test in the calling task.
    func session() throws -> AppSession {
        AppSession.resolve(for: try bundleIdentifier())
    }

    /// The headless application that reads the screen.
    func headless() throws -> HeadlessApplication {
        HeadlessApplication(bundleIdentifier: try bundleIdentifier())
    }

    /// Runs `work` on the app's session to completion.
    private func perform(_ name: String, _ work: @escaping @Sendable (AppSession, AppLaunchOptions) async throws -> Void) throws {
        // Resolved here, in the calling task, so that a test's isolated session is the one used.
        let session = try session()
        let options = self.options
        let limit = session.launchTimeout + .seconds(120)
        try Blocking.run(upTo: limit) {
            HeadlessApplicationError("\(name)() of \(session.bundleIdentifier) did not finish within \(limit)")
        } work: {
            try await work(session, options)
        }
    }
}

extension XCUIApplication {
    /// Whether an app runs, with XCTest's cases; headless, an app is either running in the foreground or not.
    public enum State: UInt, Sendable {
        /// The state could not be read: the app under test is not known.
        case unknown = 0
        /// The app's process does not run.
        case notRunning = 1
        /// Never reported headlessly: there is no background.
        case runningBackgroundSuspended = 2
        /// Never reported headlessly: there is no background.
        case runningBackground = 3
        /// The app's process runs and answers.
        case runningForeground = 4
    }
}
