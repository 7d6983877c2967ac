/// Finds where a run of string bytes that JSON carries as they are ends: at a quote, a backslash or a control
/// character, the bytes a string's text must stop or escape at.
///
/// Eight bytes at a time, with arithmetic on 64-bit words: strings are most of an entity's text, and looking at
/// each byte in turn was the largest single cost of reading and writing large results.
public enum PlainTextScan {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The position of the first quote, backslash or control byte at or after `start` (`bytes.count` when there is
    /// none), and whether every byte before it is ASCII.
    ///
    /// The stop is found within its word from the word's flags, not by looking at its bytes one at a time; the last
    /// bytes of a buffer are read as the end of its last whole word.
    @inline(__always)
    @inlinable public static func plainRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, ascii: Bool) {
        guard let base = bytes.baseAddress else { return (start, true) }
        var position = start
        var high: UInt64 = 0
        let raw = UnsafeRawPointer(base)
        while position + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            let flags = stopFlags(word)
            if flags != 0 {
                let stop = flags.trailingZeroBitCount / 8
                return (position + stop, (high | word & lowBytes(stop)) & highBits == 0)
            }
            high |= word
            position += 8
        }
        let left = bytes.count - position
        guard left > 0 else { return (position, high & highBits == 0) }
        guard bytes.count >= 8 else {
            var ascii = high & highBits == 0
            while position < bytes.count {
                let byte = base[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte >= 0x80 { ascii = false }
                position += 1
            }
            return (position, ascii)
        }
        // The buffer's last eight bytes, shifted so that the `left` not yet read are the lowest. The zero bytes
        // shifted in are stops (control bytes) from `left` on, so the lowest stop is the end of the buffer when no
        // byte left is one (a flag never spreads to a lower byte).
        let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) >> UInt64(8 * (8 - left))
        let stop = stopFlags(last).trailingZeroBitCount / 8
        return (position + stop, (high | last & lowBytes(stop)) & highBits == 0)
    }

    /// The high bit of each byte of `word` that is a quote, a backslash or below 0x20: exact for the lowest such
    /// byte, which is all callers use.
    @inline(__always)
    @inlinable static func stopFlags(_ word: UInt64) -> UInt64 {
        zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
            | zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\\")))) | ((word &- ones &* 0x20) & ~word & highBits)
    }

    /// Every bit of the lowest `count` bytes (`count` from 0 to 8).
    @inline(__always)
    @inlinable static func lowBytes(_ count: Int) -> UInt64 {
        count == 0 ? 0 : UInt64.max >> UInt64(64 - 8 * count)
    }

    /// Where a run of bytes a key holds unescaped ends (at a quote, a backslash, a control byte or one above
    /// 0x7E), looking at whole words only: the bytes after the last whole word are left to the caller's loop.
    @inline(__always)
    @inlinable public static func keyRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var position = start
        while position + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            // Each test is exact for the lowest byte it flags, so the lowest flag of all is the first stop.
            let flags =
                zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\"")))) | zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
                | ((word &- ones &* 0x20) & ~word & highBits) | (word & highBits) | zeroBytes(word ^ (ones &* 0x7F))
            if flags != 0 { return position + flags.trailingZeroBitCount / 8 }
            position += 8
        }
        return position
    }

    /// The high bit of each byte of `word` that may be zero: exact for the lowest zero byte, which is all callers use.
    @inline(__always)
    @inlinable static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
