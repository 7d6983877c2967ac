import Foundation
import IntentJSON
import IntentSystem
import IntentWire

/// The install registry: which executable serves which bundle identifier.
///
/// Written by `harness install`, read by `IntentDefinitions` to find apps.
/// It lives at `$INTENTKIT_REGISTRY` if set, else
/// `$XDG_DATA_HOME/intentkit/apps.json` (default `~/.local/share/intentkit/apps.json`),
/// as `{"apps": {"com.example.CometCal": "/path/to/CometCal"}}`.
package struct InstalledApps: Codable, Sendable, Hashable {
    /// Executable paths by bundle identifier.
    package var apps: [String: String]

    /// An empty registry.
    package init(apps: [String: String] = [:]) { self.apps = apps }

    /// The registry file's location.
    package static func fileURL(environment: [String: String] = IntentKitEnvironment.current) -> URL {
        if let explicit = environment[IntentKitEnvironment.registry], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        return dataHome.appendingPathComponent("intentkit/apps.json")
    }

    /// Reads the registry; a missing file is an empty registry.
    ///
    /// The registry says which executable to run for a bundle identifier, so a registry another user could have
    /// written (the file, or a folder above it) is refused, as OpenSSH's StrictModes refuses such a key file.
    /// - Throws: When the file exists but is not a registry, or others could have written it; the message names the
    ///   file, and for the latter its owner and mode.
    package static func load(from url: URL = fileURL()) throws -> InstalledApps {
        if let problem = FileTrust.problem(at: url.path, what: "the install registry") {
            throw LaunchError(executable: url.path, message: problem)
        }
        let data: Data?
        do {
            data = try LocalFile.contents(of: url)
        } catch {
            throw LaunchError(executable: url.path, message: "the install registry cannot be read: \(error.message)")
        }
        guard let data else { return InstalledApps() }
        do {
            return try WireCoding.decode(InstalledApps.self, from: data)
        } catch {
            throw LaunchError(executable: url.path, message: "the install registry \(url.path) is not valid: \(DecodingErrorDescription.describe(error)); fix or delete it")
        }
    }

    /// Reads the registry, lets `change` edit it, and writes it back, all under a lock beside the file
    /// (`apps.json.lock`), so that installs and uninstalls run at the same time all keep their changes.
    /// - Parameters:
    ///   - url: The registry file.
    ///   - change: The edit; the registry is written only when it returns without throwing.
    /// - Returns: What `change` returns.
    /// - Throws: ``LaunchError`` naming the registry or its lock when either cannot be read, written or locked; what
    ///   `change` throws.
    package static func update<Result>(at url: URL = fileURL(), _ change: (inout InstalledApps) throws -> Result) throws -> Result {
        do {
            try PrivateFolder.create(url.deletingLastPathComponent())
        } catch {
            throw LaunchError(executable: url.path, message: "the install registry's folder cannot be created: \(error.message)")
        }
        let lock = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
        do {
            return try FileLock.withExclusiveLock(on: lock) {
                var registry = try load(from: url)
                let result = try change(&registry)
                try registry.save(to: url)
                return result
            }
        } catch let error as LocalFileError {
            throw LaunchError(executable: url.path, message: "the install registry cannot be updated: \(error.message)")
        }
    }

    /// Writes the registry atomically, creating its folder; ``update(at:_:)`` is the way to change it.
    package func save(to url: URL = fileURL()) throws {
        do {
            try PrivateFolder.create(url.deletingLastPathComponent())
            try LocalFile.writeAtomically(try WireCoding.encodePretty(self) + Data("\n".utf8), to: url)
        } catch let error as LocalFileError {
            throw LaunchError(executable: url.path, message: "the install registry cannot be written: \(error.message)")
        }
    }
}
