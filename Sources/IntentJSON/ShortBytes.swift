import Foundation

/// Compares short runs of bytes (keys, tags and the fragments the compact readers expect) a word at a time.
///
/// Keys and fragments are 2 to 16 bytes; comparing them byte by byte, or through `memcmp`, cost the test side
/// more per entity than reading the values they introduce.
public enum ShortBytes {
    /// Whether the `count` bytes at `first` and `second` are the same.
    @inline(__always)
    @inlinable public static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        switch count {
        case 8...16:
            // Two loads that overlap in the middle cover every length from 8 to 16.
            return first.loadUnaligned(as: UInt64.self) == second.loadUnaligned(as: UInt64.self)
                && first.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == second.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            return first.loadUnaligned(as: UInt32.self) == second.loadUnaligned(as: UInt32.self)
                && first.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == second.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        case 0..<4:
            for offset in 0..<count where first.load(fromByteOffset: offset, as: UInt8.self) != second.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            return true
        default:
            return memcmp(first, second, count) == 0
        }
    }
}
