import Foundation
import IntentSystem
import IntentWire

/// Where an app keeps its data when the user runs it: its per-user container.
package enum AppContainer {
    /// The environment variable a launcher sets to choose the container.
    package static let environmentKey = IntentKitEnvironment.container

    /// `$INTENTKIT_CONTAINER` if set, else `$XDG_DATA_HOME/<bundle id>`, else `~/.local/share/<bundle id>`.
    package static func defaultURL(for bundleIdentifier: String, environment: [String: String] = IntentKitEnvironment.current) -> URL {
        if let explicit = environment[environmentKey], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        return dataHome.appendingPathComponent(bundleIdentifier, isDirectory: true)
    }

    /// Creates a container directory readable by its owner only (0700, whatever the umask) if it is missing.
    ///
    /// Missing parent folders are created too, 0700 as well. An existing directory is used only when no other user
    /// could have written it or a folder above it (see ``FileTrust``): an app trusts its store and index.
    /// - Throws: When the path exists but is not a directory, cannot be created, or others could write it; the
    ///   message names it (and its owner and mode).
    package static func prepare(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw LaunchError(executable: "", message: "the container \(url.path) is a file, not a directory; move it out of the way or choose another container")
            }
        } else {
            do {
                try PrivateFolder.create(url)
            } catch {
                throw LaunchError(executable: "", message: "could not create the container \(url.path): \(error.message)")
            }
        }
        if let problem = FileTrust.problem(at: url.path, what: "the container") {
            throw LaunchError(executable: "", message: problem)
        }
    }
}
