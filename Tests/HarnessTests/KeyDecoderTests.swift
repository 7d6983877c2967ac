import Testing

@testable import harness

/// The line editor's keys from a terminal's bytes, including byte streams no terminal sends.
@Suite struct KeyDecoderTests {
    func keys(_ bytes: [UInt8]) -> [Key] {
        var remaining = bytes[...]
        var keys: [Key] = []
        while let key = KeyDecoder.next(readByte: { remaining.popFirst() }) { keys.append(key) }
        return keys
    }

    @Test func escapeSequencesAndCharacters() {
        #expect(keys(Array("\u{1B}[A\u{1B}[3~\u{1B}OHé".utf8)) == [.up, .deleteForward, .home, .character("é")])
    }

    /// A run of digits in an escape sequence once overflowed an Int and trapped the harness.
    @Test(arguments: [20, 19, 40, 10_000])
    func aLongNumberInAnEscapeSequenceIsIgnored(_ digits: Int) {
        let sequence = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "9"), count: digits) + Array("~x".utf8)
        #expect(keys(sequence) == [.ignored, .character("x")])
    }

    @Test func invalidUTF8AndTruncatedSequencesAreIgnored() {
        #expect(keys([0xFF, 0xC3]) == [.ignored])
        #expect(keys([0x1B, UInt8(ascii: "["), UInt8(ascii: "1")]) == [.home])
        #expect(keys([0x1B]) == [.ignored])
    }
}
