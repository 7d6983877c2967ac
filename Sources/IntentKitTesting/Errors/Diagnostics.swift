import Foundation

/// What explains a failure: the app's recent stderr and the last messages exchanged with it.
public struct Diagnostics: Sendable, Hashable, CustomStringConvertible {
    /// The last lines the app wrote to stderr.
    public var stderrTail: String
    /// The last messages, oldest first, `→` sent and `←` received.
    public var recentTraffic: [String]

    /// Creates diagnostics.
    public init(stderrTail: String = "", recentTraffic: [String] = []) {
        self.stderrTail = stderrTail
        self.recentTraffic = recentTraffic
    }

    /// No diagnostics.
    public static let none = Diagnostics()

    /// Whether there is nothing to show.
    public var isEmpty: Bool { stderrTail.isEmpty && recentTraffic.isEmpty }

    /// The stderr tail (last 20 lines) and the traffic, as an indented block.
    public var description: String {
        var sections: [String] = []
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

/// Renders an error's sentence followed by its diagnostics.
func describe(_ message: String, _ diagnostics: Diagnostics) -> String {
    diagnostics.isEmpty ? message : "\(message)\n\(diagnostics)"
}
