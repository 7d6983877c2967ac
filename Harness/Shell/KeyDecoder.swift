/// Turns the bytes a terminal sends into keys: a pure parser, so it is tested and fuzzed without a terminal.
enum KeyDecoder {
    /// The next key from a terminal's bytes, read one at a time by `readByte` (`nil` at end of input).
    ///
    /// Any bytes at all are taken: an unknown escape sequence, a long run of digits or invalid UTF-8 is
    /// `.ignored`, never a trap.
    static func next(readByte: () -> UInt8?) -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 13, 10: return .enter
        case 4: return .endOfInput
        case 3: return .interrupt
        case 9: return .tab
        case 12: return .clearScreen
        case 127, 8: return .backspace
        case 1: return .home
        case 5: return .end
        case 2: return .left
        case 6: return .right
        case 11: return .killToEnd
        case 21: return .killToStart
        case 23: return .deleteWord
        case 16: return .up
        case 14: return .down
        case 27: return readEscape(readByte)
        case ..<32: return .ignored
        default: return readCharacter(startingWith: byte, readByte)
        }
    }

    private static func readEscape(_ readByte: () -> UInt8?) -> Key {
        guard let second = readByte() else { return .ignored }
        guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else { return .ignored }
        guard let third = readByte() else { return .ignored }
        switch third {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var number = Int(third - UInt8(ascii: "0"))
            while let next = readByte() {
                if next == UInt8(ascii: "~") { break }
                guard next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") else { return .ignored }
                // A terminal's numbers are short; a longer run of digits (from a paste or a hostile stream) stops
                // growing here instead of overflowing, and matches no key.
                if number < 10_000 { number = number * 10 + Int(next - UInt8(ascii: "0")) }
            }
            switch number {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .deleteForward
            default: return .ignored
            }
        default: return .ignored
        }
    }

    private static func readCharacter(startingWith first: UInt8, _ readByte: () -> UInt8?) -> Key {
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        var bytes = [first]
        while bytes.count < length, let next = readByte() { bytes.append(next) }
        guard let character = String(validating: bytes, as: UTF8.self)?.first else { return .ignored }
        return .character(character)
    }
}

/// A key as the line editor sees it.
enum Key: Equatable {
    case character(Character)
    case enter, endOfInput, interrupt, tab, clearScreen
    case backspace, deleteForward, killToEnd, killToStart, deleteWord
    case left, right, home, end, up, down
    case ignored
}
