import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentWire

/// The word-at-a-time scan stops exactly where looking at one byte at a time stops, and judges ASCII the same.
@Suite struct PlainTextScanTests {
    private func byteByByte(_ bytes: [UInt8], from start: Int) -> (end: Int, ascii: Bool) {
        var position = start
        var ascii = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { ascii = false }
            position += 1
        }
        return (position, ascii)
    }

    private func scanned(_ bytes: [UInt8], from start: Int) -> (end: Int, ascii: Bool) {
        bytes.withUnsafeBufferPointer { PlainTextScan.plainRunEnd(in: $0, from: start) }
    }

    @Test func everyByteValueAtEveryPositionOfAWord() {
        for length in [1, 7, 8, 9, 16, 17, 23] {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = UInt8(value)
                    for start in [0, 1, 3] where start <= length {
                        let expected = byteByByte(bytes, from: start)
                        let actual = scanned(bytes, from: start)
                        #expect(actual == expected, "byte \(value) at \(position) of \(length), from \(start)")
                        if actual != expected { return }
                    }
                }
            }
        }
    }

    @Test func randomText() {
        var generator = SeededGenerator(seed: 0x5CA7)
        // Mostly printable text, with the bytes that stop a run and non-ASCII ones mixed in.
        let alphabet = Array("abcXYZ 019-_/.é\u{1F680}".utf8) + [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x7F, 0x80, 0xFF]
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let start = length == 0 ? 0 : Int(generator.next() % UInt64(length))
            let expected = byteByByte(bytes, from: start)
            #expect(scanned(bytes, from: start) == expected, "\(bytes) from \(start)")
            if scanned(bytes, from: start) != expected { return }
        }
    }
}
