import Foundation
import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a line at a terminal with editing, history and completion, as readline does.
///
/// Keys: ←/→ (and Ctrl-B/F) move; Home/End (and Ctrl-A/E) jump; Backspace,
/// Delete, Ctrl-K, Ctrl-U and Ctrl-W delete; ↑/↓ walk the history; Tab
/// completes (twice lists the candidates); Ctrl-C abandons the line; Ctrl-D on
/// an empty line ends input. The terminal is in raw mode only while a line is
/// being read, so prompts answered during a command read normally.
struct LineEditor {
    let completer: ShellCompleter

    /// The next line, or `nil` at end of input.
    func readLine(prompt: String, history: [String]) -> String? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return Swift.readLine() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSADRAIN, &saved) }
        var state = LineEditingState(history: history)
        draw(prompt, state)
        var pendingTab = false
        while let key = readKey() {
            let wasTab = pendingTab
            pendingTab = false
            switch key {
            case .enter:
                write("\r\n")
                return state.text
            case .endOfInput:
                if state.isEmpty {
                    write("\r\n")
                    return nil
                }
                state.deleteForward()
            case .interrupt:
                write("^C\r\n")
                state = LineEditingState(history: history)
            case .clearScreen:
                write("\u{1B}[H\u{1B}[2J")
            case .tab:
                let (start, candidates) = completer.complete(String(state.characters[..<state.cursor]))
                if candidates.count == 1 {
                    state.replace(from: start, with: candidates[0] + (candidates[0].hasSuffix("=") ? "" : " "))
                } else if !candidates.isEmpty {
                    let common = ShellCompleter.commonPrefix(candidates)
                    if common.count > state.cursor - start {
                        state.replace(from: start, with: common)
                    } else if wasTab {
                        write("\r\n" + candidates.joined(separator: "  ") + "\r\n")
                    } else {
                        pendingTab = true
                    }
                }
            default:
                state.apply(key)
            }
            draw(prompt, state)
        }
        return state.isEmpty ? nil : state.text
    }

    private func draw(_ prompt: String, _ state: LineEditingState) {
        var text = "\r" + prompt + state.text + "\u{1B}[K"
        let back = state.characters.count - state.cursor
        if back > 0 { text += "\u{1B}[\(back)D" }
        write(text)
    }

    private func write(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private func readKey() -> Key? { KeyDecoder.next(readByte: readByte) }
}

/// The line being edited, its cursor, and the place in the history: pure, so it is tested without a terminal.
struct LineEditingState {
    private(set) var characters: [Character] = []
    private(set) var cursor = 0
    private var history: [String]
    private var historyIndex: Int
    /// What was typed before walking up the history, restored when walking back down.
    private var draft: [Character] = []

    init(history: [String]) {
        self.history = history
        historyIndex = history.count
    }

    var text: String { String(characters) }
    var isEmpty: Bool { characters.isEmpty }

    mutating func apply(_ key: Key) {
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return }
            cursor -= 1
            characters.remove(at: cursor)
        case .deleteForward: deleteForward()
        case .killToEnd: characters.removeSubrange(cursor...)
        case .killToStart:
            characters.removeSubrange(..<cursor)
            cursor = 0
        case .deleteWord:
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .up:
            guard historyIndex > 0 else { return }
            if historyIndex == history.count { draft = characters }
            historyIndex -= 1
            show(Array(history[historyIndex]))
        case .down:
            guard historyIndex < history.count else { return }
            historyIndex += 1
            show(historyIndex == history.count ? draft : Array(history[historyIndex]))
        default: break
        }
    }

    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Replaces the text from `start` to the cursor (the word being completed).
    mutating func replace(from start: Int, with replacement: String) {
        characters.replaceSubrange(start..<cursor, with: Array(replacement))
        cursor = start + replacement.count
    }

    private mutating func show(_ line: [Character]) {
        characters = line
        cursor = line.count
    }
}
