import Foundation
import IntentTransport
import IntentWire

/// Starts an app for a session: locate, spawn with a private container, handshake within a deadline, verify the bundle identifier.
enum AppLauncher {
    /// Launches the app a session drives, bound to that session.
    static func launch(session: AppSession) async throws -> LiveApp {
        let binding = SessionBinding()
        binding.bind(session)
        return try await launch(LaunchPlan(session: session), binding: binding)
    }

    /// Launches an app as a plan describes; prompts and progress go to whichever session `binding` names when they arrive.
    static func launch(_ plan: LaunchPlan, binding: SessionBinding) async throws -> LiveApp {
        let bundleIdentifier = plan.bundleIdentifier
        if let problem = BundleIdentifier.problem(bundleIdentifier) {
            throw AppProcessError(kind: .notFound, bundleIdentifier: bundleIdentifier, message: problem)
        }
        let problems = IntentKitEnvironment.settingProblems(in: plan.environment)
        guard problems.isEmpty else {
            throw AppProcessError(kind: .launchFailed, bundleIdentifier: bundleIdentifier, message: problems.joined(separator: "\n"))
        }
        let located =
            try plan.executablePath.map { AppLocator.Located(path: $0, foundBy: "as given") }
            ?? AppLocator.locate(bundleIdentifier, environment: plan.environment)
        do {
            if plan.ownsContainer { try TestContainers.prepareRoot(plan.containerURL.deletingLastPathComponent()) }
            try AppContainer.prepare(plan.containerURL)
        } catch let error as LaunchError {
            throw AppProcessError(kind: .launchFailed, bundleIdentifier: bundleIdentifier, message: error.message)
        }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: located.path, arguments: serveArguments(for: plan), environment: environment(for: plan))
        } catch let error as LaunchError {
            throw AppProcessError(kind: .launchFailed, bundleIdentifier: bundleIdentifier, message: "could not launch \(bundleIdentifier): \(error.message)")
        }
        let executable = LaunchedExecutable(path: located.path, modificationDate: child.executableModificationDate, foundBy: located.foundBy)
        binding.session?.recordLaunch(executable)
        var router = RequestRouter()
        router.register(PromptRequest.self) { prompt, _ in
            guard let session = binding.session else {
                throw ResponseError(code: .promptUnanswered, message: "no test session drives this app now", data: ErrorDetails(kind: .promptUnanswered))
            }
            return try await session.answer(prompt)
        }
        router.onNotification(ProgressNotification.self) { notification in binding.session?.progressArrived(notification) }
        let connection = Connection(
            name: bundleIdentifier, input: child.stdoutFD, output: child.stdinFD, router: router, closesInputAtEnd: true,
            maximumMessageLength: IntentKitEnvironment.maximumMessageLength(in: plan.environment),
            spin: IntentKitEnvironment.spinWindow(in: plan.environment), sharedReader: plan.sharedInputReader)
        connection.start()
        let placeholder = AppMetadata(app: AppDescriptor(bundleIdentifier: bundleIdentifier, name: "", version: ""))
        let app = LiveApp(
            bundleIdentifier: bundleIdentifier, child: child, connection: connection, metadata: placeholder,
            executable: executable, timeouts: plan.timeouts, binding: binding, containerURL: plan.containerURL)
        let response: InitializeResponse
        do {
            response = try await connection.send(InitializeRequest(clientName: "IntentKitTesting"), timeout: plan.timeouts.launch, cancellationGrace: .zero)
        } catch {
            let timedOut = (error as? ConnectionError).map { $0.kind == .timedOut || $0.kind == .unresponsive } ?? false
            app.kill(because: timedOut ? .launchTimeout : error is CancellationError ? .stopping : .handshakeFailed)
            let end = await app.settledEnd()
            if error is CancellationError { throw error }
            throw handshakeFailure(error, app: app, end: end, timedOut: timedOut, plan: plan)
        }
        let served = response.metadata.app.bundleIdentifier
        guard served == bundleIdentifier else {
            await app.stop()
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                message: "\(located.path) serves \(served), not \(bundleIdentifier); point the app path at the right executable",
                diagnostics: app.diagnostics)
        }
        return LiveApp(
            bundleIdentifier: bundleIdentifier, child: child, connection: connection, metadata: response.metadata,
            executable: executable, timeouts: plan.timeouts, binding: binding, containerURL: plan.containerURL)
    }

    /// `--serve`, then `--` and the launch arguments a test gave, if any: the app reads those as
    /// `IntentApp.launchArguments`.
    static func serveArguments(for plan: LaunchPlan) -> [String] {
        plan.options.arguments.isEmpty ? ["--serve"] : ["--serve", "--"] + plan.options.arguments
    }

    /// The app's environment: the session's, plus its container, this process as its parent, no backtracer
    /// (so a crash's `Fatal error:` line ends its stderr) and one malloc arena, unless the user chose otherwise; an app
    /// on a private test container also gets the test processes' metadata cache (see ``MetadataCacheFolder``).
    ///
    /// One arena from the start: an app caps glibc's arenas itself, but only after threads the runtime started
    /// first may have made arenas of their own, and memory freed in one arena is not reused by another.
    static func environment(for plan: LaunchPlan) -> [String: String] {
        var environment = plan.environment.merging(plan.options.environment) { _, launch in launch }
        environment[IntentKitEnvironment.container] = plan.containerURL.path
        environment[IntentKitEnvironment.parentPID] = String(getpid())
        if environment[IntentKitEnvironment.swiftBacktrace] == nil { environment[IntentKitEnvironment.swiftBacktrace] = "enable=no" }
        if environment[IntentKitEnvironment.mallocArenaMaximum] == nil { environment[IntentKitEnvironment.mallocArenaMaximum] = "1" }
        if plan.ownsContainer, environment[IntentKitEnvironment.metadataCache] == nil {
            environment[IntentKitEnvironment.metadataCache] = MetadataCacheFolder.folder(in: plan.containerURL.deletingLastPathComponent()).path
        }
        return environment
    }

    private static func handshakeFailure(_ error: any Error, app: LiveApp, end: ProcessEnd?, timedOut: Bool, plan: LaunchPlan) -> AppProcessError {
        let path = app.executable.path
        let bundleIdentifier = app.bundleIdentifier
        if timedOut {
            return AppProcessError(
                kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                message: "\(path) did not complete the IntentKit handshake within \(plan.timeouts.launch), so it was killed; set \(IntentKitEnvironment.launchTimeout) (seconds) to wait longer",
                end: end, diagnostics: app.diagnostics)
        }
        let reason = lastLine(of: app.child.stderrText)
        switch end?.termination {
        case .exited(AppExitStatus.containerInUse)?:
            return AppProcessError(
                kind: .containerInUse, bundleIdentifier: bundleIdentifier,
                message: reason ?? "\(path) could not start: its container \(plan.containerURL.path) is in use by another process",
                end: end, diagnostics: app.diagnostics)
        case .exited(AppExitStatus.declarationProblems)?:
            return AppProcessError(
                kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                message: "\(path) declares its intents, entities or enums wrongly and would not start; see its stderr below",
                end: end, diagnostics: app.diagnostics)
        default:
            let exit = end.map { " (it \($0))" } ?? ""
            let cause = end?.stopReason == nil ? ErrorTranslation.crashCause(in: app.child.stderrText) : nil
            return AppProcessError(
                kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                message: (cause.map { "\($0)\n" } ?? "") + "\(path) did not complete the IntentKit handshake\(exit); see its stderr below",
                end: end, cause: cause, diagnostics: app.diagnostics)
        }
    }

    private static func lastLine(of text: String) -> String? {
        text.split(separator: "\n").last.map { String($0) }
    }
}

/// What a launch needs: which app, in which environment and container, with which deadlines.
struct LaunchPlan: Sendable {
    let bundleIdentifier: String
    let environment: [String: String]
    /// The arguments and environment a test gave the app to launch with (`XCUIApplication`'s).
    var options = AppLaunchOptions()
    let containerURL: URL
    /// Whether the container lives under the test containers' root (made private before use).
    let ownsContainer: Bool
    let executablePath: String?
    let timeouts: SessionTimeouts
    /// The reader that reads the app's replies beside its own input, if the session has one.
    var sharedInputReader: InputReader?

    init(bundleIdentifier: String, environment: [String: String], containerURL: URL, ownsContainer: Bool, executablePath: String?, timeouts: SessionTimeouts) {
        self.bundleIdentifier = bundleIdentifier
        self.environment = environment
        self.containerURL = containerURL
        self.ownsContainer = ownsContainer
        self.executablePath = executablePath
        self.timeouts = timeouts
    }

    /// The plan of a session's own app.
    init(session: AppSession) {
        self.init(
            bundleIdentifier: session.bundleIdentifier, environment: session.environment, containerURL: session.containerURL,
            ownsContainer: session.ownsContainer, executablePath: session.executablePath, timeouts: session.timeouts)
        options = session.launchOptions
        sharedInputReader = session.sharedInputReader
    }
}
