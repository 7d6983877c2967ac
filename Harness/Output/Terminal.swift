import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the harness writes: data to stdout, errors to stderr, colour only on a terminal without `NO_COLOR`.
struct Terminal: Sendable {
    /// Whether styles are emitted.
    let usesColor: Bool

    /// The process's stdout and stderr.
    static var standard: Terminal {
        let environment = ProcessInfo.processInfo.environment
        let color = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        return Terminal(usesColor: color)
    }

    func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    func error(_ text: String) {
        let prefix = usesColor ? "\u{1B}[31mharness:\u{1B}[0m " : "harness: "
        FileHandle.standardError.write(Data((prefix + text + "\n").utf8))
    }

    /// Bold, when colour is on.
    func bold(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    /// Dimmed, when colour is on.
    func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
