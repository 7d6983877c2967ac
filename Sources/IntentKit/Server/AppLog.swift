import IntentSystem
import IntentWire

/// The app side's lines to stderr (and `--metadata`'s to stdout), written straight to the descriptor.
///
/// `FileHandle.write(_:)` traps when the write fails, so an app whose launcher had stopped reading its
/// stderr crashed (SIGILL) at its first log line, such as the search index being rebuilt on a new container.
/// A line nobody reads is dropped instead.
enum AppLog {
    /// Writes `line` and a newline to stderr; a closed or broken stderr is ignored.
    static func line(_ line: String) {
        FileDescriptorIO.writeAll(2, Array((line + "\n").utf8))
    }

    /// Writes `text` to stdout as it is; a closed or broken stdout is ignored.
    static func standardOutput(_ text: [UInt8]) {
        FileDescriptorIO.writeAll(1, text)
    }
}
