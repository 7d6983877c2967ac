import Foundation
import IntentKitTesting

/// The options every app command shares: which app, which container, which executable, JSON or text.
struct AppOptions {
    /// The flags these options consume, for "did you mean".
    static let flags = ["--container", "--app-path", "--json"]

    let bundleIdentifier: String
    let container: URL
    let appPath: String?
    let json: Bool

    /// Takes `<bundle-id>` and the shared options from the arguments.
    init(_ arguments: inout ArgumentList) throws {
        json = arguments.flag("--json")
        let container = try arguments.option("--container")
        let appPath = try arguments.option("--app-path")
        bundleIdentifier = try arguments.positional("<bundle-id>")
        self.container = container.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? AppContainer.defaultURL(for: bundleIdentifier)
        self.appPath = appPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// A session on the app's persistent container.
    func session() -> AppSession {
        AppSession.attached(bundleIdentifier: bundleIdentifier, containerURL: container, executablePath: appPath)
    }

    /// Runs `body` with this app's session current, then stops the app (its data stays).
    func withSession<Result: Sendable>(_ body: (AppSession) async throws -> Result) async throws -> Result {
        let session = session()
        do {
            let result = try await AppSession.$current.withValue(session) { try await body(session) }
            await session.shutdown()
            return result
        } catch {
            await session.shutdown()
            throw error
        }
    }

    /// The app's metadata, read with `--metadata` (no data is touched).
    func metadata() throws -> AppMetadata {
        let executable = try appPath ?? AppSession.executablePath(for: bundleIdentifier)
        let metadata = try MetadataReader.read(executable: executable)
        guard metadata.app.bundleIdentifier == bundleIdentifier else {
            throw HarnessError("\(executable) serves \(metadata.app.bundleIdentifier), not \(bundleIdentifier)")
        }
        return metadata
    }
}

/// A failure the harness reports in one sentence; exit status 1.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads an app's metadata by running `<executable> --metadata`.
enum MetadataReader {
    static func read(executable: String) throws -> AppMetadata {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw HarnessError("\(executable) is not an executable file")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--metadata"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HarnessError("\(executable) --metadata exited with status \(process.terminationStatus)" + (stderr.isEmpty ? "" : ":\n\(stderr)"))
        }
        do {
            return try JSONDecoder().decode(AppMetadata.self, from: data)
        } catch {
            throw HarnessError("\(executable) is not an IntentKit app: its --metadata output is not IntentKit metadata")
        }
    }
}
