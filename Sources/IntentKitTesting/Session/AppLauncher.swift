import Foundation

/// Starts an app for a session: locate, spawn with a private container, handshake, verify the bundle identifier.
enum AppLauncher {
    static func launch(session: AppSession) async throws -> LiveApp {
        let bundleIdentifier = session.bundleIdentifier
        let executable = try session.executablePath ?? AppLocator.locate(bundleIdentifier, environment: session.environment)
        try FileManager.default.createDirectory(at: session.containerURL, withIntermediateDirectories: true)
        var environment = session.environment
        environment["INTENTKIT_CONTAINER"] = session.containerURL.path
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: executable, arguments: ["--serve"], environment: environment)
        } catch let error as LaunchError {
            throw AppProcessError(kind: .launchFailed, bundleIdentifier: bundleIdentifier, message: "could not launch \(bundleIdentifier): \(error.message)")
        }
        var router = RequestRouter()
        router.register(PromptRequest.self) { [weak session] prompt, _ in
            guard let session else { throw ResponseError(code: .promptUnanswered, message: "the test session has ended") }
            return try await session.answer(prompt)
        }
        let connection = Connection(name: bundleIdentifier, input: child.stdoutFD, output: child.stdinFD, router: router, closesInputAtEnd: true)
        connection.start()
        let handshake = LiveApp(
            bundleIdentifier: bundleIdentifier, child: child, connection: connection,
            metadata: AppMetadata(app: AppDescriptor(bundleIdentifier: bundleIdentifier, name: "", version: "")))
        let response: InitializeResponse
        do {
            response = try await handshake.send(InitializeRequest(clientName: "IntentKitTesting"), subject: "initialize")
        } catch let error as AppProcessError {
            await handshake.stop()
            let exit = error.termination.map { " (it \($0))" } ?? ""
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                message: "\(executable) did not complete the IntentKit handshake\(exit); see its stderr below",
                termination: error.termination, diagnostics: error.diagnostics)
        }
        let served = response.metadata.app.bundleIdentifier
        guard served == bundleIdentifier else {
            await handshake.stop()
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                message: "\(executable) serves \(served), not \(bundleIdentifier); point the app path at the right executable")
        }
        return LiveApp(bundleIdentifier: bundleIdentifier, child: child, connection: connection, metadata: response.metadata)
    }
}
