import Foundation
import IntentSystem
import IntentTransport
import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// Where the harness writes: data to stdout, errors and progress to stderr, colour only on a terminal without `NO_COLOR`.
///
/// A reader that goes away (`harness search … | head -1`) ends the harness as it ends
/// any Unix tool: quietly, by `SIGPIPE`.
struct Terminal: Sendable {
    /// Whether styles are emitted.
    let usesColor: Bool
    /// Whether stderr is a terminal, so a live progress line can be drawn there.
    let showsProgress: Bool

    /// The process's stdout and stderr.
    static var standard: Terminal {
        let environment = IntentKitEnvironment.current
        let color = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        return Terminal(usesColor: color, showsProgress: isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb")
    }

    /// Writes a line to stdout.
    func print(_ text: String) {
        write(STDOUT_FILENO, text + "\n")
    }

    /// Writes text to stdout without a newline (a prompt).
    func prompt(_ text: String) {
        write(STDOUT_FILENO, text)
    }

    /// Writes `harness: <text>` to stderr.
    func error(_ text: String) {
        ProgressLine.clear(self)
        let prefix = usesColor ? "\u{1B}[31mharness:\u{1B}[0m " : "harness: "
        write(STDERR_FILENO, prefix + text + "\n")
    }

    /// Writes raw text to stderr (progress lines).
    func status(_ text: String) {
        write(STDERR_FILENO, text)
    }

    /// Bold, when colour is on.
    func bold(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    /// Dimmed, when colour is on.
    func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    private func write(_ fd: Int32, _ text: String) {
        guard FileDescriptorIO.writeAll(fd, Array(text.utf8)) else {
            if errno == EPIPE {
                // The reader is gone: end as `cat` would, without a word.
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
            }
            return
        }
    }
}
