import Foundation

/// UUIDs as text, written and read by hand.
///
/// Foundation formats `uuidString` with `snprintf` and parses
/// `UUID(uuidString:)` with `sscanf` on Linux; entity identifiers cross the wire
/// for every entity, and the two showed in profiles of large results. The forms
/// are Foundation's: upper-case `8-4-4-4-12` when written; either case, that
/// shape exactly, when read.
package enum UUIDText {
    package static func string(_ uuid: UUID) -> String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            fill(buffer, with: uuid)
            return 36
        }
    }

    /// Writes the UUID's text in quotes, with no string made for it (an entity's identifier, in every reply).
    package static func write(_ uuid: UUID, to writer: inout JSONWriter) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { buffer in
            buffer[0] = UInt8(ascii: "\"")
            fill(UnsafeMutableBufferPointer(rebasing: buffer[1..<37]), with: uuid)
            buffer[37] = UInt8(ascii: "\"")
            writer.writeBytes(UnsafeBufferPointer(buffer))
        }
    }

    /// Fills 36 bytes with the UUID's text.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, with uuid: UUID) {
        let value = uuid.uuid
        // Upper-case hex, as `uuidString` writes it, in 8-4-4-4-12 groups; computed rather than looked up
        // in a table (a shared array's checks and retains cost more than the arithmetic, once per identifier).
        @inline(__always) func hex(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x37 + nibble }
        @inline(__always) func put(_ byte: UInt8, at position: Int) {
            buffer[position] = hex(byte >> 4)
            buffer[position + 1] = hex(byte & 0x0F)
        }
        put(value.0, at: 0)
        put(value.1, at: 2)
        put(value.2, at: 4)
        put(value.3, at: 6)
        buffer[8] = UInt8(ascii: "-")
        put(value.4, at: 9)
        put(value.5, at: 11)
        buffer[13] = UInt8(ascii: "-")
        put(value.6, at: 14)
        put(value.7, at: 16)
        buffer[18] = UInt8(ascii: "-")
        put(value.8, at: 19)
        put(value.9, at: 21)
        buffer[23] = UInt8(ascii: "-")
        put(value.10, at: 24)
        put(value.11, at: 26)
        put(value.12, at: 28)
        put(value.13, at: 30)
        put(value.14, at: 32)
        put(value.15, at: 34)
    }

    package static func uuid(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { utf8 -> UUID? in
            guard utf8.count == 36, utf8[8] == UInt8(ascii: "-"), utf8[13] == UInt8(ascii: "-"), utf8[18] == UInt8(ascii: "-"),
                utf8[23] == UInt8(ascii: "-")
            else { return nil }
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            // Without a branch per digit: which of digit or letter a hex digit is, is a coin toss in random
            // identifiers, and the mispredicted branches made reading a search's thousand hits' identifiers
            // 3% of answering it.
            var invalid = false
            withUnsafeMutableBytes(of: &bytes) { output in
                var position = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 { position += 1 }
                    let (high, highInvalid) = nibble(utf8[position])
                    let (low, lowInvalid) = nibble(utf8[position + 1])
                    invalid = invalid || highInvalid || lowInvalid
                    output[index] = high << 4 | low
                    position += 2
                }
            }
            return invalid ? nil : UUID(uuid: bytes)
        }
    }

    /// A hex digit's value, and whether the character is not one (either case), computed without branching.
    @inline(__always)
    private static func nibble(_ character: UInt8) -> (value: UInt8, invalid: Bool) {
        let digit = character &- UInt8(ascii: "0")
        // Setting 0x20 makes an upper-case letter lower-case, and no other character a lower-case a to f.
        let letter = (character | 0x20) &- UInt8(ascii: "a")
        let isDigit = digit < 10
        return (isDigit ? digit : letter &+ 10, !isDigit && letter >= 6)
    }
}
