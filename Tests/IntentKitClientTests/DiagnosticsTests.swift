import Testing

@testable import IntentKitClient

/// The stderr a failure shows keeps the app's own last lines before a crash: the backtrace the runtime prints as the
/// app dies is shortened, not allowed to push them out (a fresh clone's CI lost "about to fail on purpose" that way).
@Suite struct DiagnosticsTests {
    private static let frames = (0..<40).map { "\($0)    libswiftCore.so    0x00007f4abeb5f130 frame\($0) + 33" }

    @Test func theLinesBeforeACrashOutliveItsBacktrace() {
        let log = (1...5).map { "NotesApp: step \($0)" }
        let stderr = (log + ["NotesApp/Intents.swift:28: Fatal error: the notebook is on fire", "Current stack trace:"] + Self.frames).joined(separator: "\n")
        let shown = Diagnostics(stderrTail: stderr).description
        for line in log { #expect(shown.contains("  | \(line)\n"), "\(shown)") }
        #expect(shown.contains("  | NotesApp/Intents.swift:28: Fatal error: the notebook is on fire\n"))
        #expect(shown.contains("  | Current stack trace:\n"), "the backtrace's start is shown")
        #expect(shown.contains("  | 10    libswiftCore.so"))
        #expect(!shown.contains("  | 11    libswiftCore.so"))
        #expect(shown.contains("  | … 29 more lines the app printed as it crashed"), "\(shown)")
    }

    @Test func withoutACrashTheLastTwentyLinesAreShown() {
        let stderr = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let shown = Diagnostics(stderrTail: stderr).description
        #expect(!shown.contains("  | line 10\n"))
        #expect(shown.contains("  | line 11\n") && shown.hasSuffix("  | line 30"))
    }

    @Test func aCrashWithAShortBacktraceIsShownWhole() {
        let stderr = ["log", "Fatal error: boom", "Current stack trace:", "0 a", "1 b"].joined(separator: "\n")
        #expect(Diagnostics(stderrTail: stderr).description == "app stderr (last lines):\n  | log\n  | Fatal error: boom\n  | Current stack trace:\n  | 0 a\n  | 1 b")
    }
}
