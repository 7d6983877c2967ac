import Foundation
import IntentJSON

/// IntentWire's UUID text reader and writer against Foundation's `UUID(uuidString:)` and `uuidString`.
///
/// IntentWire reads exactly the RFC 4122 text (36 characters, hex digits of either case, dashes at 8, 13, 18 and
/// 23). Foundation on Linux is looser (it scans with `sscanf` and stops at a NUL byte, so it takes spaces, signs
/// and `"<uuid>\0junk"`), so the oracle is: text of that form reads as Foundation reads it; any other text is
/// refused.
enum UUIDFuzz {
    static func check(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        let ours = UUIDText.uuid(text)
        if isRFC4122Text(input) {
            if ours == nil || ours != UUID(uuidString: text) {
                oracleFailed("uuid", "read \(String(describing: ours)), Foundation \(String(describing: UUID(uuidString: text)))", input)
            }
        } else if let ours {
            oracleFailed("uuid", "read \(ours) from text that is not a UUID", input)
        }
        if input.count >= 16 {
            let uuid = UUID(
                uuid: (input[0], input[1], input[2], input[3], input[4], input[5], input[6], input[7], input[8], input[9], input[10], input[11], input[12], input[13], input[14], input[15]))
            if UUIDText.string(uuid) != uuid.uuidString { oracleFailed("uuid", "wrote \(UUIDText.string(uuid)), Foundation \(uuid.uuidString)", input) }
        }
    }

    static func isRFC4122Text(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 36 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            [8, 13, 18, 23].contains(index) ? byte == UInt8(ascii: "-") : Character(Unicode.Scalar(byte)).isHexDigit
        }
    }
}
