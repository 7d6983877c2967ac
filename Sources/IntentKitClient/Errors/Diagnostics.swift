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

    /// The executable, the stderr tail and the traffic, as an indented block.
    ///
    /// The stderr shown is its last 20 lines; after a crash, the last 20 up to the line saying why, then the first
    /// 12 of what the runtime printed as the app died (its backtrace), so that a long backtrace does not push out the
    /// app's own last words.
    public var description: String {
        var sections: [String] = []
        if let executable { sections.append("app: \(executable)") }
        let stderr = Self.shownLines(of: stderrTail).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if !stderr.isEmpty {
            sections.append("app stderr (last lines):\n" + stderr.split(separator: "\n").map { "  | \($0)" }.joined(separator: "\n"))
        }
        if !recentTraffic.isEmpty {
            sections.append("last messages:\n" + recentTraffic.suffix(6).map { "  \($0)" }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n")
    }

    /// How many lines of stderr are shown up to a crash's cause (or at the end, without one), and after the cause.
    static let linesShown = (before: 20, afterCrash: 12)

    /// The lines of `stderr` a failure shows (see ``description``).
    static func shownLines(of stderr: String) -> [Substring] {
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        guard let cause = lines.lastIndex(where: { ErrorTranslation.isCrashCause($0) }) else { return Array(lines.suffix(linesShown.before)) }
        let after = lines[(cause + 1)...]
        let shownAfter =
            after.count <= linesShown.afterCrash + 1
            ? Array(after) : Array(after.prefix(linesShown.afterCrash)) + ["… \(after.count - linesShown.afterCrash) more lines the app printed as it crashed"]
        return Array(lines[...cause].suffix(linesShown.before)) + shownAfter
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
