import Foundation

/// Where an app keeps its data when the user runs it: its per-user container.
public enum AppContainer {
    /// The environment variable a launcher sets to choose the container.
    public static let environmentKey = "INTENTKIT_CONTAINER"

    /// `$INTENTKIT_CONTAINER` if set, else `$XDG_DATA_HOME/<bundle id>`, else `~/.local/share/<bundle id>`.
    public static func defaultURL(for bundleIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment[environmentKey], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        return dataHome.appendingPathComponent(bundleIdentifier, isDirectory: true)
    }
}
