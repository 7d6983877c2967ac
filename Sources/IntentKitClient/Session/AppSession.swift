import Foundation
import IntentTransport
import IntentWire
import Synchronization

/// A connection to one app: its process (launched on first use), its private data container, and its prompt answers.
///
/// By default every ``IntentDefinitions`` for a bundle identifier shares one
/// session per test process, as the system keeps one app running: it is
/// launched lazily with a fresh temporary container, kept for the whole run,
/// and relaunched transparently after a crash. An *isolated* session gives a
/// test its own process and container:
/// ```swift
/// try await AppSession.withIsolatedApp("com.example.CometCal") {
///     // definitions used here talk to a private CometCal
/// }
/// ```
/// In Swift Testing, the `.isolatedApp(_:)` trait does the same for a test.
public final class AppSession: Sendable {
    /// The bundle identifier of the app.
    public let bundleIdentifier: String
    /// The app's data container for this session.
    public let containerURL: URL
    /// The environment used to find and launch the app (the process's, unless a test injects one).
    package let environment: [String: String]
    /// The executable to launch; found by bundle identifier when `nil`.
    let executablePath: String?
    /// Whether the container is this session's own, deleted when it shuts down.
    let ownsContainer: Bool
    /// How long to wait for the app, from ``environment``.
    let timeouts: SessionTimeouts

    /// How long a launch may take to complete its handshake (`INTENTKIT_LAUNCH_TIMEOUT`).
    package var launchTimeout: Duration { timeouts.launch }
    /// Answers prompts interactively, before ``promptAnswers`` are consulted; `nil` answers from the script alone.
    public typealias PromptHandler = @Sendable (PromptRequest) async throws -> PromptResponse?
    private let state = Mutex(State())

    private struct State {
        var launch: Task<LiveApp, any Error>?
        var running: LiveApp?
        var lastExecutable: LaunchedExecutable?
        var answers = PromptAnswers.default
        var promptHandler: PromptHandler?
        var runAnswers: [RequestID: PromptAnswers] = [:]
        var runProgress: [RequestID: @Sendable (IntentProgressUpdate) -> Void] = [:]
        var startCrashes = StartCrashes()
        var lastDiagnostics: Diagnostics = .none
        var launchOptions = AppLaunchOptions()
        var sharedInputReader: InputReader?
        var crashLoopRemedy = CrashLoopRemedy.api
    }

    /// The session that definitions use in the current task, overriding the shared one for its bundle identifier.
    @TaskLocal public static var current: AppSession?

    private static let shared = Mutex<[String: AppSession]>([:])

    package init(
        bundleIdentifier: String, environment: [String: String] = IntentKitEnvironment.current,
        containerURL: URL? = nil, executablePath: String? = nil
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.environment = environment
        self.executablePath = executablePath
        self.ownsContainer = containerURL == nil
        self.timeouts = SessionTimeouts(environment: environment)
        self.containerURL = containerURL ?? TestContainers.newContainer(for: bundleIdentifier, environment: environment)
        SessionCleanup.installOnce()
        SessionCleanup.register(self)
    }

    /// A session that drives an app ``IsolatedAppPool`` launched ahead of need, in that app's container.
    init(bundleIdentifier: String, environment: [String: String], adopting app: LiveApp) {
        self.bundleIdentifier = bundleIdentifier
        self.environment = environment
        self.executablePath = nil
        self.ownsContainer = true
        self.timeouts = app.timeouts
        self.containerURL = app.containerURL
        SessionCleanup.installOnce()
        SessionCleanup.register(self)
        app.binding.bind(self)
        state.withLock { state in
            state.launch = Task { () throws -> LiveApp in app }
            state.running = app
            state.lastExecutable = app.executable
        }
    }

    /// The session shared by every test in this process for a bundle identifier.
    public static func shared(for bundleIdentifier: String) -> AppSession {
        shared.withLock { sessions in
            if let session = sessions[bundleIdentifier] { return session }
            let session = AppSession(bundleIdentifier: bundleIdentifier)
            sessions[bundleIdentifier] = session
            return session
        }
    }

    /// A new session with its own process and container; call ``shutdown()`` when done.
    ///
    /// The app launches at the session's first call, so files put in
    /// ``containerURL`` before then are there when it starts.
    public static func isolated(bundleIdentifier: String) -> AppSession {
        AppSession(bundleIdentifier: bundleIdentifier)
    }

    /// A new isolated session that launches the executable at `executablePath` (found by bundle identifier when
    /// `nil`), for tools that take an app by path (`harness mcp --app-path`); its private container is made and
    /// swept as tests' are.
    package static func isolated(bundleIdentifier: String, executablePath: String?) -> AppSession {
        AppSession(bundleIdentifier: bundleIdentifier, executablePath: executablePath)
    }

    /// A new isolated session whose app may already be running: one launched ahead of need, on a fresh container,
    /// when the pool has one ready (see `INTENTKIT_ISOLATED_POOL`); else one launched at the first call.
    package static func isolatedFromPool(bundleIdentifier: String) -> AppSession {
        let environment = IntentKitEnvironment.current
        if let app = IsolatedAppPool.shared.take(bundleIdentifier, environment: environment) {
            return AppSession(bundleIdentifier: bundleIdentifier, environment: environment, adopting: app)
        }
        return AppSession(bundleIdentifier: bundleIdentifier, environment: environment)
    }

    /// How many isolated apps the pool keeps ready per bundle identifier, from `INTENTKIT_ISOLATED_POOL`.
    package static var isolatedPoolCapacity: Int { IsolatedAppPool.size(in: IntentKitEnvironment.variables(IntentKitEnvironment.isolatedPoolSize)) }

    /// How many isolated apps are waiting in the pool for a bundle identifier under the current environment.
    package static func pooledAppCount(for bundleIdentifier: String) -> Int {
        IsolatedAppPool.shared.readyCount(bundleIdentifier, environment: IntentKitEnvironment.current)
    }

    /// A session on a container that persists (the app's own data, or a folder you choose), for tools like `harness`.
    ///
    /// The container is never deleted by the session.
    /// - Parameters:
    ///   - bundleIdentifier: The app.
    ///   - containerURL: The data container; created if missing.
    ///   - executablePath: The executable; found by bundle identifier when `nil`.
    public static func attached(bundleIdentifier: String, containerURL: URL, executablePath: String? = nil) -> AppSession {
        AppSession(bundleIdentifier: bundleIdentifier, containerURL: containerURL, executablePath: executablePath)
    }

    /// The executable that serves a bundle identifier: environment override, built next to the running program, or install registry.
    /// - Throws: ``AppProcessError`` (`notFound`) listing where it looked.
    public static func executablePath(for bundleIdentifier: String) throws -> String {
        try AppLocator.locate(bundleIdentifier).path
    }

    /// The session definitions for a bundle identifier use right now.
    package static func resolve(for bundleIdentifier: String) -> AppSession {
        if let current, current.bundleIdentifier == bundleIdentifier { return current }
        return shared(for: bundleIdentifier)
    }

    /// How prompts are answered when a run does not say; confirmations accepted by default.
    public var promptAnswers: PromptAnswers {
        get { state.withLock { $0.answers } }
        set { state.withLock { $0.answers = newValue } }
    }

    /// Answers prompts interactively (a terminal, a UI); return `nil` to fall back to ``promptAnswers``.
    public var promptHandler: PromptHandler? {
        get { state.withLock { $0.promptHandler } }
        set { state.withLock { $0.promptHandler = newValue } }
    }

    /// A reader of another input that reads the app's replies too, on its one thread, from the next launch on: for
    /// a relay (`harness mcp`), whose requests then run where both their input and the app's replies are read.
    package var sharedInputReader: InputReader? {
        get { state.withLock { $0.sharedInputReader } }
        set { state.withLock { $0.sharedInputReader = newValue } }
    }

    /// What a crash loop's error tells the person to do, in the words of the tool driving this session.
    package var crashLoopRemedy: CrashLoopRemedy {
        get { state.withLock { $0.crashLoopRemedy } }
        set { state.withLock { $0.crashLoopRemedy = newValue } }
    }

    /// The executable this session launched last (path, build time, how it was found); `nil` before the first launch.
    public var launchedExecutable: LaunchedExecutable? { state.withLock { $0.lastExecutable } }

    /// Stops the app and deletes the container (unless it is attached); the session relaunches if used again.
    ///
    /// Returns within a few grace periods (`INTENTKIT_GRACE_PERIOD`) whatever the app does: it is asked
    /// to shut down, then its input is closed, then it is sent SIGTERM, then SIGKILL.
    public func shutdown() async {
        await stopApp()
        if ownsContainer { try? FileManager.default.removeItem(at: containerURL) }
    }

    /// Stops the app but keeps its container, as quitting an app does; the next call launches it again.
    ///
    /// Always returns, as ``shutdown()`` does: a launch in progress is abandoned and its process killed.
    public func relaunch() async {
        await stopApp()
    }

    /// The arguments and environment the session's launches add to IntentKit's own.
    public var launchOptions: AppLaunchOptions { state.withLock { $0.launchOptions } }

    /// Stops the app if it runs and launches it again with `options`, keeping its container, as launching an app
    /// from a UI test does; later launches (after a crash) use the same options.
    /// - Throws: ``AppProcessError`` when the app cannot be launched.
    public func launch(with options: AppLaunchOptions) async throws {
        // Set first, so that a request arriving between the stop and the launch launches with them too.
        state.withLock { $0.launchOptions = options }
        await stopApp()
        _ = try await live()
    }

    /// Forgets the running app and stops it; a crash loop is forgotten too, so the next call tries again.
    private func stopApp() async {
        let launch = state.withLock { state in
            defer {
                state.launch = nil
                state.running = nil
                state.startCrashes.reset()
            }
            return state.launch
        }
        launch?.cancel()
        if let app = try? await launch?.value { await app.stop() }
    }

    /// The metadata of the running app, launching it if needed.
    public func metadata() async throws -> AppMetadata {
        try await live().metadata
    }

    /// The running app's names, for checking a request before it is sent, launching the app if needed.
    package func lookup() async throws -> MetadataLookup {
        try await live().lookup
    }

    /// The executable, the app's recent stderr and the last messages exchanged with it, launching it if needed.
    public func diagnostics() async throws -> Diagnostics {
        try await live().diagnostics
    }

    /// The process identifier of the running app, launching it if needed; for diagnostics.
    public func processIdentifier() async throws -> Int32 {
        try await live().child.pid
    }

    // MARK: - Internals

    /// Records what a launch started, before its handshake, so a failed launch still names it.
    func recordLaunch(_ executable: LaunchedExecutable) {
        state.withLock { $0.lastExecutable = executable }
    }

    /// The running app, launched (or relaunched after it ended) as needed.
    ///
    /// An app that ends again right after being relaunched is returned as it is, so the
    /// call that uses it reports how it ended instead of relaunching forever.
    package func live() async throws -> LiveApp {
        var relaunches = 0
        while true {
            let task = try state.withLock { state -> Task<LiveApp, any Error> in
                if let launch = state.launch { return launch }
                if state.startCrashes.isLooping {
                    throw state.startCrashes.error(
                        bundleIdentifier: bundleIdentifier, containerURL: containerURL, remedy: state.crashLoopRemedy, diagnostics: state.lastDiagnostics)
                }
                let launch = Task { try await AppLauncher.launch(session: self) }
                state.launch = launch
                return launch
            }
            let app: LiveApp
            do {
                app = try await task.value
            } catch {
                state.withLock {
                    guard $0.launch == task else { return }
                    $0.launch = nil
                    if let crash = error as? AppProcessError, StartCrashes.isCrash(crash) {
                        $0.startCrashes.record(cause: crash.cause)
                        $0.lastDiagnostics = crash.diagnostics
                    }
                }
                throw error
            }
            if app.isAlive || relaunches > 0 {
                state.withLock { if $0.launch == task { $0.running = app } }
                return app
            }
            relaunches += 1
            // It ended since the last call: forget it, reap it, and launch a new one (unless it keeps crashing).
            state.withLock {
                if $0.launch == task {
                    $0.launch = nil
                    $0.running = nil
                    if !app.hasAnswered, app.child.stopReason == nil, app.countCrashOnce() {
                        $0.startCrashes.record(cause: ErrorTranslation.crashCause(in: app.child.stderrText))
                        $0.lastDiagnostics = app.diagnostics
                    }
                }
            }
            app.kill(because: .stopping)
        }
    }

    /// Counts a crash on the app's first request, or starts the count again once the app has answered; when the
    /// app crash-loops, the error says so instead of promising a relaunch.
    private func noteFailure(of app: LiveApp, answeredBefore: Bool, _ error: any Error) -> any Error {
        state.withLock { state in
            guard let crash = error as? AppProcessError, StartCrashes.isCrashOnRequest(crash), !answeredBefore else {
                if app.hasAnswered { state.startCrashes.reset() }
                return error
            }
            if app.countCrashOnce() {
                state.startCrashes.record(cause: crash.cause)
                state.lastDiagnostics = crash.diagnostics
            }
            guard state.startCrashes.isLooping else { return error }
            return state.startCrashes.error(bundleIdentifier: bundleIdentifier, containerURL: containerURL, remedy: state.crashLoopRemedy, diagnostics: crash.diagnostics)
        }
    }

    /// The running app without waiting: `nil` when it has not been launched, is launching, or has ended.
    package func liveIfRunning() -> LiveApp? {
        state.withLock { $0.running }.flatMap { $0.isAlive ? $0 : nil }
    }

    /// Sends a request to the app (launching it if needed), answering its prompts with `answers` (else the session's).
    ///
    /// A request the app never received, because it had just ended, is sent once more to a relaunched app.
    /// `subject` names the call in error messages, and is worked out only for one.
    package func send<Request: WireRequest>(
        _ request: Request, subject: @autoclosure () -> String, answers: PromptAnswers? = nil, progress: (@Sendable (IntentProgressUpdate) -> Void)? = nil
    ) async throws -> Request.Response {
        var retried = false
        while true {
            let app = try await live()
            let id = app.connection.makeRequestID()
            let hasRunState = answers != nil || progress != nil
            if hasRunState {
                state.withLock {
                    if let answers { $0.runAnswers[id] = answers }
                    if let progress { $0.runProgress[id] = progress }
                }
            }
            defer {
                if hasRunState {
                    state.withLock {
                        $0.runAnswers.removeValue(forKey: id)
                        $0.runProgress.removeValue(forKey: id)
                    }
                }
            }
            let answeredBefore = app.hasAnswered
            do {
                let response = try await app.send(request, id: id, subject: subject())
                if !answeredBefore { state.withLock { $0.startCrashes.reset() } }
                return response
            } catch let undelivered as UndeliveredRequest {
                guard !retried else { throw noteFailure(of: app, answeredBefore: answeredBefore, undelivered.error) }
                retried = true
            } catch {
                throw noteFailure(of: app, answeredBefore: answeredBefore, error)
            }
        }
    }

    /// Hands a progress report to the run it belongs to, if that run asked for progress.
    func progressArrived(_ notification: ProgressNotification) {
        let observer = state.withLock { $0.runProgress[notification.runRequestID] }
        observer?(IntentProgressUpdate(notification))
    }

    /// The answer to a prompt the app sent: the run's script, else the handler, else the session's script.
    func answer(_ prompt: PromptRequest) async throws -> PromptResponse {
        let (runAnswers, handler, answers) = state.withLock { state in
            (prompt.runRequestID.flatMap { state.runAnswers[$0] }, state.promptHandler, state.answers)
        }
        if let runAnswers { return try runAnswers.answer(prompt) }
        if let handler, let response = try await handler(prompt) { return response }
        return try answers.answer(prompt)
    }
}
