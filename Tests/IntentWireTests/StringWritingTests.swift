import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentWire

/// Strings are written escaped exactly as a byte-by-byte writer escapes them, wherever the bytes to escape fall
/// (whole words without any are copied as they are checked), and read back as the same strings.
@Suite struct StringWritingTests {
    /// The writer's escapes, one byte at a time.
    private func escapedByteByByte(_ string: String) -> String {
        var text = Array("\"".utf8)
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): text += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): text += Array("\\\\".utf8)
            case 0x0A: text += Array("\\n".utf8)
            case 0x0D: text += Array("\\r".utf8)
            case 0x09: text += Array("\\t".utf8)
            case 0x08: text += Array("\\b".utf8)
            case 0x0C: text += Array("\\f".utf8)
            case ..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                text += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            default: text.append(byte)
            }
        }
        return String(decoding: text + Array("\"".utf8), as: UTF8.self)
    }

    private func written(_ string: String, after prefix: String = "") -> String {
        var writer = JSONWriter(capacity: 1)
        writer.writeRaw(Array(prefix.utf8))
        writer.writeString(string)
        return String(decoding: writer.bytes.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    @Test func everyASCIIByteAtEveryPositionOfShortAndLongStrings() throws {
        for length in [1, 7, 8, 9, 15, 16, 17, 24, 25] {
            for position in 0..<length {
                for value in UInt8(0)...UInt8(127) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = value
                    let string = String(decoding: bytes, as: UTF8.self)
                    let text = written(string)
                    #expect(text == escapedByteByByte(string), "byte \(value) at \(position) of \(length)")
                    #expect(try JSONParser.parse(Array(text.utf8)) == .string(string))
                }
            }
        }
    }

    @Test func randomTextWithEscapesAndNonASCIIAfterAnyPrefix() throws {
        var generator = SeededGenerator(seed: 0x57A1)
        let pieces = ["a", "Nebula ", "\"", "\\", "\n", "\u{1}", "\u{1F}", "é", "日本", "\u{1F680}", "·", " ", "0123456789"]
        for round in 0..<5_000 {
            let string = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            // Written after text of any length, so that the writer's buffer has any alignment and must grow.
            let text = written(string, after: String(repeating: "p", count: round % 70))
            #expect(text == escapedByteByByte(string), "\(string.debugDescription)")
            #expect(try JSONParser.parse(Array(text.utf8)) == .string(string))
        }
    }
}
