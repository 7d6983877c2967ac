import IntentJSON
import Testing

@testable import IntentWire

/// The word-at-a-time key scan and short comparisons agree with looking at one byte at a time.
@Suite struct KeyScanTests {
    /// Where a key's plain bytes end, byte by byte: at a quote, a backslash, a control byte or one above 0x7E.
    private func keyEndByteByByte(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte > 0x7E { break }
            position += 1
        }
        return position
    }

    /// The scan looks at whole words only, so it stops at the first stop byte or before the last partial word.
    @Test func everyByteValueAtEveryPositionOfAWord() {
        for length in [1, 7, 8, 9, 16, 17, 23] {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: length)
                    bytes[position] = UInt8(value)
                    for start in [0, 1, 3] where start <= length {
                        let expected = keyEndByteByByte(bytes, from: start)
                        let scanned = bytes.withUnsafeBufferPointer { PlainTextScan.keyRunEnd(in: $0, from: start) }
                        let wholeWordsEnd = start + (length - start) / 8 * 8
                        #expect(scanned == min(expected, wholeWordsEnd), "byte \(value) at \(position) of \(length), from \(start)")
                        if scanned != min(expected, wholeWordsEnd) { return }
                    }
                }
            }
        }
    }

    @Test func readKeyTakesPrintableASCIIOnly() {
        for value in 0...255 {
            let text = [UInt8(ascii: "\"")] + Array("properties".utf8) + [UInt8(value)] + Array("x\"".utf8)
            let key = text.withUnsafeBufferPointer { buffer -> String? in
                var parser = JSONParser(bytes: buffer)
                return parser.readKey()?.string
            }
            let printable = value >= 0x20 && value <= 0x7E && value != UInt8(ascii: "\\")
            if value == UInt8(ascii: "\"") {
                #expect(key == "properties")
            } else {
                #expect(key == (printable ? "properties" + String(UnicodeScalar(UInt8(value))) + "x" : nil), "byte \(value)")
            }
        }
    }

    @Test func shortRunsCompareAsArraysDo() {
        for length in 0...24 {
            let original = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            for position in -1..<length {
                var other = original
                if position >= 0 { other[position] ^= 0x40 }
                let equal = original.withUnsafeBytes { first in
                    other.withUnsafeBytes { second in
                        ShortBytes.equal(first.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, second.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: length)
                    }
                }
                #expect(equal == (original == other), "length \(length), changed at \(position)")
            }
        }
    }
}
