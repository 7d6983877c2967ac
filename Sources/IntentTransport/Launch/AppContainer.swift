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
    /// Missing parent folders are created too. An existing directory is left as it is.
    /// - Throws: When the path exists but is not a directory, or cannot be created; the message names it.
    package static func prepare(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw LaunchError(executable: "", message: "the container \(url.path) is a file, not a directory; move it out of the way or choose another container")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw LaunchError(executable: "", message: "could not create the folder for the container \(url.path): \(error.localizedDescription)")
        }
        guard mkdir(url.path, 0o700) == 0 || errno == EEXIST else {
            throw LaunchError(executable: "", message: "could not create the container \(url.path): \(String(cString: strerror(errno)))")
        }
        chmod(url.path, 0o700)
    }
}
