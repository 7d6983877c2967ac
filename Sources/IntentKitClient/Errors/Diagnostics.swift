import Foundation
import IntentWire

/// What explains a failure: which executable ran, its recent stderr, and the last messages exchanged with it.
public struct Diagnostics: Sendable, Hashable, CustomStringConvertible {
    /// The executable the session launched, if it got that far.
    public var executable: LaunchedExecutable?
    /// The last lines the app wrote to stderr.
    public var stderrTail: String
    /// The last messages, oldest first, `→` sent and `←` received.
    public var recentTraffic: [String]

    /// Creates diagnostics.
    public init(executable: LaunchedExecutable? = nil, stderrTail: String = "", recentTraffic: [String] = []) {
        self.executable = executable
        self.stderrTail = stderrTail
        self.recentTraffic = recentTraffic
    }

    /// No diagnostics.
    public static let none = Diagnostics()

    /// Whether there is nothing to show.
    public var isEmpty: Bool { executable == nil && stderrTail.isEmpty && recentTraffic.isEmpty }

    /// The executable, the stderr tail (last 20 lines) and the traffic, as an indented block.
    public var description: String {
        var sections: [String] = []
        if let executable { sections.append("app: \(executable)") }
        let lines = stderrTail.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
        let stderr = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if !stderr.isEmpty {
            sections.append("app stderr (last lines):\n" + stderr.split(separator: "\n").map { "  | \($0)" }.joined(separator: "\n"))
        }
        if !recentTraffic.isEmpty {
            sections.append("last messages:\n" + recentTraffic.suffix(6).map { "  \($0)" }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n")
    }
}

/// The exact executable a session launched: its path and when it was built, so a stale copy is obvious.
public struct LaunchedExecutable: Sendable, Hashable, CustomStringConvertible {
    /// The executable's path.
    public var path: String
    /// When the file was last modified, read at launch.
    public var modificationDate: Date?
    /// How it was found: `next to the tests`, `INTENTKIT_APP_PATH_…`, `install registry`, `given`.
    public var foundBy: String

    /// Creates a record of a launched executable.
    public init(path: String, modificationDate: Date?, foundBy: String) {
        self.path = path
        self.modificationDate = modificationDate
        self.foundBy = foundBy
    }

    /// `/path/CometCal (built 2026-11-29T19:28:03Z, found next to the tests)`.
    public var description: String {
        let built = modificationDate.map { "built \($0.formatted(.iso8601)), " } ?? ""
        return "\(path) (\(built)found \(foundBy))"
    }
}

/// Renders an error's sentence followed by its diagnostics.
func describe(_ message: String, _ diagnostics: Diagnostics) -> String {
    diagnostics.isEmpty ? message : "\(message)\n\(diagnostics)"
}
