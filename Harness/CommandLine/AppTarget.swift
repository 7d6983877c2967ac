import Foundation
import IntentKitClient
import IntentTransport
import IntentWire

/// Which app a command works on, and where: its bundle identifier, container, executable, and output form.
struct AppTarget {
    let bundleIdentifier: String
    let container: URL
    let appPath: String?
    let json: Bool

    /// Reads `<bundle-id>` (the first positional argument) and the shared options.
    init(_ arguments: ParsedArguments) throws {
        guard let bundleIdentifier = arguments.positional(0) else { throw UsageError("missing <bundle-id>") }
        // Before anything is named after it: the default container is.
        if let problem = BundleIdentifier.problem(bundleIdentifier) { throw UsageError(problem) }
        self.bundleIdentifier = bundleIdentifier
        json = arguments.flag(SharedOptions.json.name)
        container =
            arguments.value(SharedOptions.container.name).map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
            ?? AppContainer.defaultURL(for: bundleIdentifier)
        appPath = arguments.value(SharedOptions.appPath.name).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// A session on the app's persistent container, launched at most once for the command.
    func session() -> AppSession {
        SampleAppBuild.ensureBuilt(for: bundleIdentifier, appPath: appPath)
        let session = AppSession.attached(bundleIdentifier: bundleIdentifier, containerURL: container, executablePath: appPath)
        var answers = session.promptAnswers
        answers.advice = .commandLine
        session.promptAnswers = answers
        return session
    }

    /// Runs `body` with a session, then stops the app (its data stays); an unknown app gets suggestions.
    func withSession<Result: Sendable>(_ body: (AppSession) async throws -> Result) async throws -> Result {
        let session = session()
        do {
            let result = try await body(session)
            await session.shutdown()
            return result
        } catch {
            await session.shutdown()
            throw KnownApps.suggesting(error)
        }
    }

    /// The app's metadata from `--metadata`, touching no data (for commands that only describe the app).
    func metadata() async throws -> AppMetadata {
        SampleAppBuild.ensureBuilt(for: bundleIdentifier, appPath: appPath)
        do {
            let executable = try appPath ?? AppSession.executablePath(for: bundleIdentifier)
            return try await AppMetadataReader.read(executable: executable, expecting: bundleIdentifier)
        } catch {
            throw KnownApps.suggesting(error)
        }
    }
}

/// The apps the harness can find: the install registry, and CometCal built next to the harness.
enum KnownApps {
    struct App {
        let bundleIdentifier: String
        let path: String
        let builtIn: Bool
    }

    static let sample = "com.example.CometCal"

    /// Every known app, sorted by bundle identifier.
    /// - Throws: ``HarnessError`` when the install registry cannot be read or is refused (another user could have
    ///   written it), naming it.
    static func all() throws -> [App] {
        let registry: InstalledApps
        do {
            registry = try InstalledApps.load()
        } catch let error as LaunchError {
            throw HarnessError(error.message)
        }
        var apps = registry.apps.map { App(bundleIdentifier: $0.key, path: $0.value, builtIn: false) }
        if !apps.contains(where: { $0.bundleIdentifier == sample }), let path = try? AppSession.executablePath(for: sample) {
            apps.append(App(bundleIdentifier: sample, path: path, builtIn: true))
        }
        return apps.sorted { $0.bundleIdentifier < $1.bundleIdentifier }
    }

    /// A "no app found" error with the closest known bundle identifiers added; other errors unchanged.
    static func suggesting(_ error: any Error) -> any Error {
        guard var error = error as? AppProcessError, error.kind == .notFound else { return error }
        let close = NameSuggester.closest(to: error.bundleIdentifier, in: ((try? all()) ?? []).map(\.bundleIdentifier))
        if !close.isEmpty, !error.message.contains("did you mean") {
            error.message = "no app found for \(error.bundleIdentifier); did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "? (`harness apps` lists the apps it knows)"
        }
        return error
    }
}
