import Dispatch
import Foundation
import Synchronization

/// UUIDs as text, written and read by hand.
///
/// Foundation formats `uuidString` with `snprintf` and parses
/// `UUID(uuidString:)` with `sscanf` on Linux; entity identifiers cross the wire
/// for every entity, and the two showed in profiles of large results. The forms
/// are Foundation's: upper-case `8-4-4-4-12` when written; either case, that
/// shape exactly, when read.
public enum UUIDText {
    /// The UUID in Foundation's upper-case `8-4-4-4-12` form.
    @inlinable public static func string(_ uuid: UUID) -> String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            fill(buffer, with: uuid)
            return 36
        }
    }

    /// Writes the UUID's text in quotes, with no string made for it (an entity's identifier, in every reply).
    @inlinable public static func write(_ uuid: UUID, to writer: inout JSONWriter) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { buffer in
            buffer[0] = UInt8(ascii: "\"")
            fill(UnsafeMutableBufferPointer(rebasing: buffer[1..<37]), with: uuid)
            buffer[37] = UInt8(ascii: "\"")
            writer.writeBytes(UnsafeBufferPointer(buffer))
        }
    }

    /// Fills 36 bytes with the UUID's text.
    @inlinable static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, with uuid: UUID) {
        guard let base = buffer.baseAddress, buffer.count >= 36 else { return }
        // Eight digits at a time, with arithmetic on 64-bit words (a byte per digit at a time cost about 650
        // instructions per identifier, and every entity of a reply writes one or two).
        withUnsafeBytes(of: uuid.uuid) { bytes in
            let raw = UnsafeMutableRawPointer(base)
            raw.storeBytes(of: hexDigits(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self)).littleEndian, as: UInt64.self)
            base[8] = UInt8(ascii: "-")
            let second = hexDigits(bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)).littleEndian
            raw.storeBytes(of: UInt32(truncatingIfNeeded: second), toByteOffset: 9, as: UInt32.self)
            base[13] = UInt8(ascii: "-")
            raw.storeBytes(of: UInt32(truncatingIfNeeded: second >> 32), toByteOffset: 14, as: UInt32.self)
            base[18] = UInt8(ascii: "-")
            let third = hexDigits(bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)).littleEndian
            raw.storeBytes(of: UInt32(truncatingIfNeeded: third), toByteOffset: 19, as: UInt32.self)
            base[23] = UInt8(ascii: "-")
            raw.storeBytes(of: UInt32(truncatingIfNeeded: third >> 32), toByteOffset: 24, as: UInt32.self)
            raw.storeBytes(of: hexDigits(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self)).littleEndian, toByteOffset: 28, as: UInt64.self)
        }
    }

    /// The eight upper-case hex digits of four bytes (as they lie in memory), the first digit in the lowest byte.
    @inline(__always)
    @inlinable static func hexDigits(_ fourBytes: UInt32) -> UInt64 {
        // Each byte into the low half of a 16-bit lane, then its high nibble into the lane's low byte and its low
        // nibble into the high byte: the digits' order in memory on a little-endian machine.
        var lanes = UInt64(UInt32(littleEndian: fourBytes))
        lanes = (lanes | lanes << 16) & 0x0000_FFFF_0000_FFFF
        lanes = (lanes | lanes << 8) & 0x00FF_00FF_00FF_00FF
        let nibbles = (lanes >> 4 & 0x000F_000F_000F_000F) | (lanes & 0x000F_000F_000F_000F) << 8
        // A nibble of 10 or more gets the high bit of its byte from adding 0x76, and then 7 more: "A" follows "9" by 8.
        let letters = (nibbles &+ 0x7676_7676_7676_7676) >> 7 & 0x0101_0101_0101_0101
        return nibbles &+ 0x3030_3030_3030_3030 &+ letters &* 7
    }

    /// Every text read as a UUID, in order; `nil` when any is not one. Many are read in two halves at once (a
    /// search's hits, looked up by identifier before the first page can be written).
    @inlinable public static func uuids(_ texts: [String]) -> [UUID]? {
        let failed = Atomic(false)
        let uuids = [UUID](unsafeUninitializedCapacity: texts.count) { buffer, count in
            // As a number, to be shared by the two threads, each of which fills its own half.
            let address = UInt(bitPattern: buffer.baseAddress)
            @Sendable func read(_ range: Range<Int>) {
                guard let base = UnsafeMutablePointer<UUID>(bitPattern: address) else { return }
                for index in range {
                    guard let uuid = uuid(texts[index]) else {
                        failed.store(true, ordering: .relaxed)
                        (base + index).initialize(repeating: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), count: range.upperBound - index)
                        return
                    }
                    (base + index).initialize(to: uuid)
                }
            }
            if texts.count >= smallestListReadInHalves {
                let middle = texts.count / 2
                DispatchQueue.concurrentPerform(iterations: 2) { half in read(half == 0 ? 0..<middle : middle..<texts.count) }
            } else {
                read(0..<texts.count)
            }
            count = texts.count
        }
        return failed.load(ordering: .relaxed) ? nil : uuids
    }

    /// From this many identifiers on, ``uuids(_:)`` reads them on two threads.
    public static let smallestListReadInHalves = 2_048

    /// The UUID `text` holds in the `8-4-4-4-12` form, either case; `nil` for anything else.
    @inlinable public static func uuid(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { utf8 -> UUID? in
            guard utf8.count == 36, let base = utf8.baseAddress, base[8] == UInt8(ascii: "-"), base[13] == UInt8(ascii: "-"),
                base[18] == UInt8(ascii: "-"), base[23] == UInt8(ascii: "-")
            else { return nil }
            // Eight digits at a time, with arithmetic on 64-bit words and no branch per digit: which of digit or letter
            // a hex digit is, is a coin toss in random identifiers, and a branch per digit is mispredicted half the time.
            let raw = UnsafeRawPointer(base)
            @inline(__always) func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            @inline(__always) func halves(_ first: Int, _ second: Int) -> UInt64 {
                UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: first, as: UInt32.self)))
                    | UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: second, as: UInt32.self))) << 32
            }
            let (first, firstValid) = bytes(ofHexDigits: word(0))
            let (second, secondValid) = bytes(ofHexDigits: halves(9, 14))
            let (third, thirdValid) = bytes(ofHexDigits: halves(19, 24))
            let (fourth, fourthValid) = bytes(ofHexDigits: word(28))
            guard firstValid && secondValid && thirdValid && fourthValid else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &value) { output in
                output.storeBytes(of: first.littleEndian, toByteOffset: 0, as: UInt32.self)
                output.storeBytes(of: second.littleEndian, toByteOffset: 4, as: UInt32.self)
                output.storeBytes(of: third.littleEndian, toByteOffset: 8, as: UInt32.self)
                output.storeBytes(of: fourth.littleEndian, toByteOffset: 12, as: UInt32.self)
            }
            return UUID(uuid: value)
        }
    }

    /// The four bytes that eight hex digits (either case; the first digit in the lowest byte) spell, the first byte
    /// lowest, and whether all eight are hex digits.
    @inline(__always)
    @inlinable static func bytes(ofHexDigits digits: UInt64) -> (value: UInt32, valid: Bool) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // With no byte above 0x7F, adding 0x80 - n to a byte sets its high bit exactly when it is n or more, and
        // never carries into the next byte.
        @inline(__always) func atLeast(_ word: UInt64, _ bound: UInt8) -> UInt64 { (word &+ ones &* UInt64(0x80 &- bound)) & highBits }
        let lower = digits | ones &* 0x20
        let isDigit = atLeast(digits, UInt8(ascii: "0")) & ~atLeast(digits, UInt8(ascii: "9") + 1)
        let isLetter = atLeast(lower, UInt8(ascii: "a")) & ~atLeast(lower, UInt8(ascii: "f") + 1)
        let valid = digits & highBits == 0 && isDigit | isLetter == highBits
        // A digit's value is its low nibble; a letter's, its low nibble plus 9 (either case).
        let nibbles = (digits & 0x0F0F_0F0F_0F0F_0F0F) &+ (isLetter >> 7) &* 9
        // Each 16-bit lane's two nibbles into one byte in its low half, then the four bytes side by side.
        var packed = (nibbles & 0x00FF_00FF_00FF_00FF) << 4 | (nibbles >> 8 & 0x00FF_00FF_00FF_00FF)
        packed = (packed | packed >> 8) & 0x0000_FFFF_0000_FFFF
        packed = (packed | packed >> 16) & 0x0000_0000_FFFF_FFFF
        return (UInt32(truncatingIfNeeded: packed), valid)
    }
}
