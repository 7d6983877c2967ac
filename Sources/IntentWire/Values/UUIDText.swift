import Foundation

/// UUIDs as text, written and read by hand.
///
/// Foundation formats `uuidString` with `snprintf` and parses
/// `UUID(uuidString:)` with `sscanf` on Linux; entity identifiers cross the wire
/// for every entity, and the two showed in profiles of large results. The forms
/// are Foundation's: upper-case `8-4-4-4-12` when written; either case, that
/// shape exactly, when read.
package enum UUIDText {
    private static let digits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, as `uuid.uuidString` writes it.
    package static func string(_ uuid: UUID) -> String {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { buffer in
                var position = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    buffer[position] = digits[Int(byte >> 4)]
                    buffer[position + 1] = digits[Int(byte & 0x0F)]
                    position += 2
                }
                return position
            }
        }
    }

    /// The UUID a `8-4-4-4-12` hexadecimal text names (either case), or `nil`, as `UUID(uuidString:)` reads it.
    package static func uuid(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { utf8 -> UUID? in
            guard utf8.count == 36 else { return nil }
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let parsed = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
                var position = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        guard utf8[position] == UInt8(ascii: "-") else { return false }
                        position += 1
                    }
                    guard let high = nibble(utf8[position]), let low = nibble(utf8[position + 1]) else { return false }
                    output[index] = high << 4 | low
                    position += 2
                }
                return true
            }
            return parsed ? UUID(uuid: bytes) : nil
        }
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
