import Foundation

/// Orders a search's hits: best rank first, then by folded title, then by identifier (so that paging is stable).
///
/// Sorting the hits as tuples of strings spent most of a search's time comparing strings through the
/// standard library. ASCII titles (folded titles almost always are) are kept side by side in one buffer and
/// compared eight bytes at a time, which orders ASCII text exactly as `String` does; any other pair is compared
/// as strings, so the order is always the strings' order.
struct HitOrder {
    private var ranks: [Int] = []
    /// Each hit's folded title when it has non-ASCII text; `nil` for an ASCII one, kept in ``asciiTitles``.
    private var otherTitles: [String?] = []
    private var identifiers: [String] = []
    /// Where each hit's folded title is in ``asciiTitles``; ``notASCII`` for a title with non-ASCII text.
    private var asciiRanges: [Range<Int>] = []
    private var asciiTitles: [UInt8] = []
    fileprivate static let notASCII = -1..<(-1)

    /// An empty order.
    init() {}

    /// An empty order with room for `count` hits.
    init(capacity count: Int) {
        ranks.reserveCapacity(count)
        otherTitles.reserveCapacity(count)
        identifiers.reserveCapacity(count)
        asciiRanges.reserveCapacity(count)
        asciiTitles.reserveCapacity(count * 32)
    }

    /// The hits of one order followed by those of another.
    init(joining first: HitOrder, _ second: HitOrder) {
        self = first
        ranks += second.ranks
        otherTitles += second.otherTitles
        identifiers += second.identifiers
        let shift = asciiTitles.count
        asciiRanges += second.asciiRanges.lazy.map { $0 == Self.notASCII ? $0 : ($0.lowerBound + shift)..<($0.upperBound + shift) }
        asciiTitles += second.asciiTitles
    }

    /// Adds a hit; its title is folded here (an ASCII title lowercased as it is copied, with no string made).
    mutating func append(rank: Int, title: String, id: String) {
        ranks.append(rank)
        identifiers.append(id)
        let start = asciiTitles.count
        if appendLowercasedASCII(title) {
            asciiRanges.append(start..<asciiTitles.count)
            otherTitles.append(nil)
        } else {
            asciiTitles.removeSubrange(start...)
            asciiRanges.append(Self.notASCII)
            otherTitles.append(SearchText.fold(title))
        }
    }

    /// Appends an ASCII title lowercased to ``asciiTitles``, eight bytes at a time; `false` for a title with other
    /// text, of which some bytes may have been appended.
    private mutating func appendLowercasedASCII(_ title: String) -> Bool {
        let copied = title.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            let start = asciiTitles.count
            asciiTitles.append(contentsOf: utf8)
            return asciiTitles.withUnsafeMutableBufferPointer { titles in
                Self.lowercaseASCII(UnsafeMutableBufferPointer(rebasing: titles[start...]))
            }
        }
        if let copied { return copied }
        guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        asciiTitles += title.utf8.lazy.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }
        return true
    }

    /// Lowercases the ASCII letters of `bytes` in place; `false` (leaving them part done) when any byte is not ASCII.
    private static func lowercaseASCII(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeMutableRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var position = 0
        var high: UInt64 = 0
        while position + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            high |= word
            // With no byte above 0x7F, adding 0x80 - n sets a byte's high bit exactly when it is n or more, with
            // no carry into the next byte; upper-case letters are "A" or more and not "Z" + 1 or more.
            let upper = (word &+ ones &* (0x80 - 0x41)) & ~(word &+ ones &* (0x80 - 0x5B)) & highBits
            raw.storeBytes(of: word | upper >> 2, toByteOffset: position, as: UInt64.self)
            position += 8
        }
        guard high & highBits == 0 else { return false }
        while position < bytes.count {
            let byte = base[position]
            if byte >= 0x80 { return false }
            if byte &- UInt8(ascii: "A") < 26 { base[position] = byte | 0x20 }
            position += 1
        }
        return true
    }

    /// The identifiers, best hit first.
    ///
    /// The hits are sorted as keys holding their rank and the first 24 bytes of an ASCII title as three
    /// big-endian words, so that most comparisons are a few integer comparisons; only hits whose keys tie are
    /// compared in full. (Sorting positions and comparing the titles in the buffer for every pair cost about 1,400
    /// instructions per hit of a 9,750-hit search.) From ``smallestOrderSortedInHalves`` hits on, the two halves are
    /// sorted at once and then merged.
    func sortedIdentifiers() -> [String] {
        var keys = asciiTitles.withUnsafeBufferPointer { bytes in
            ranks.indices.map { SortKey(hit: $0, rank: ranks[$0], asciiRange: asciiRanges[$0], titles: bytes) }
        }
        return asciiTitles.withUnsafeBufferPointer { bytes in
            asciiRanges.withUnsafeBufferPointer { ranges in
                let precedes = { (first: SortKey, second: SortKey) in self.precedes(first, second, ranges, bytes) }
                guard keys.count >= Self.smallestOrderSortedInHalves else {
                    keys.sort(by: precedes)
                    return keys.map { identifiers[$0.hit] }
                }
                let middle = keys.count / 2
                keys.withUnsafeMutableBufferPointer { all in
                    // As numbers, to be shared by the two threads; each sorts its own half, and both only read the rest.
                    let (address, count) = (UInt(bitPattern: all.baseAddress), all.count)
                    let titles = (UInt(bitPattern: bytes.baseAddress), bytes.count)
                    let titleRanges = (UInt(bitPattern: ranges.baseAddress), ranges.count)
                    DispatchQueue.concurrentPerform(iterations: 2) { [self] half in
                        let all = UnsafeMutableBufferPointer(start: UnsafeMutablePointer<SortKey>(bitPattern: address), count: count)
                        let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: titles.0), count: titles.1)
                        let ranges = UnsafeBufferPointer(start: UnsafePointer<Range<Int>>(bitPattern: titleRanges.0), count: titleRanges.1)
                        var part = UnsafeMutableBufferPointer(rebasing: half == 0 ? all[..<middle] : all[middle...])
                        part.sort { self.precedes($0, $1, ranges, bytes) }
                    }
                }
                // Merged, taking from the first half on a tie: the order a sort of the whole gives.
                var sorted: [String] = []
                sorted.reserveCapacity(keys.count)
                var (left, right) = (0, middle)
                while left < middle, right < keys.count {
                    if precedes(keys[right], keys[left]) {
                        sorted.append(identifiers[keys[right].hit])
                        right += 1
                    } else {
                        sorted.append(identifiers[keys[left].hit])
                        left += 1
                    }
                }
                for key in keys[left..<middle] { sorted.append(identifiers[key.hit]) }
                for key in keys[right...] { sorted.append(identifiers[key.hit]) }
                return sorted
            }
        }
    }

    /// From this many hits on, ``sortedIdentifiers()`` sorts the two halves at once.
    static let smallestOrderSortedInHalves = 2_048

    /// Whether the first hit comes before the second (see ``sortedIdentifiers()``).
    private func precedes(_ first: SortKey, _ second: SortKey, _ ranges: UnsafeBufferPointer<Range<Int>>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if first.rank != second.rank { return first.rank < second.rank }
        if first.isASCII && second.isASCII {
            if first.words.0 != second.words.0 { return first.words.0 < second.words.0 }
            if first.words.1 != second.words.1 { return first.words.1 < second.words.1 }
            if first.words.2 != second.words.2 { return first.words.2 < second.words.2 }
        }
        let titleOrder = compareTitles(first.hit, second.hit, ranges, bytes)
        if titleOrder != 0 { return titleOrder < 0 }
        return identifiers[first.hit] < identifiers[second.hit]
    }

    /// A hit as it is sorted: its rank and, for an ASCII title, the title's first 24 bytes (zeros after its end),
    /// read big-end first so that comparing the words compares the bytes in order.
    ///
    /// Where two ASCII titles' words differ, they order the titles as the bytes do: at the first byte that differs,
    /// a title that has ended there (a zero) sorts first, as the shorter of two titles that agree up to its end.
    /// Where the words agree, the titles are compared in full.
    private struct SortKey {
        let hit: Int
        let rank: Int
        let isASCII: Bool
        let words: (UInt64, UInt64, UInt64)

        init(hit: Int, rank: Int, asciiRange: Range<Int>, titles: UnsafeBufferPointer<UInt8>) {
            self.hit = hit
            self.rank = rank
            isASCII = asciiRange != HitOrder.notASCII
            guard isASCII, let base = titles.baseAddress else {
                words = (0, 0, 0)
                return
            }
            func word(_ index: Int) -> UInt64 {
                let start = asciiRange.lowerBound + index * 8
                let available = asciiRange.upperBound - start
                guard available > 0 else { return 0 }
                guard available < 8 else { return UInt64(bigEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)) }
                var value: UInt64 = 0
                for offset in 0..<8 { value = value << 8 | UInt64(offset < available ? base[start + offset] : 0) }
                return value
            }
            words = (word(0), word(1), word(2))
        }
    }

    /// Negative, zero or positive as the first hit's title sorts before, with or after the second's.
    private func compareTitles(_ first: Int, _ second: Int, _ ranges: UnsafeBufferPointer<Range<Int>>, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let (firstRange, secondRange) = (ranges[first], ranges[second])
        guard firstRange != Self.notASCII, secondRange != Self.notASCII, let base = bytes.baseAddress else {
            let (firstTitle, secondTitle) = (foldedTitle(first, bytes), foldedTitle(second, bytes))
            return firstTitle == secondTitle ? 0 : firstTitle < secondTitle ? -1 : 1
        }
        let common = min(firstRange.count, secondRange.count)
        let raw = UnsafeRawPointer(base)
        var offset = 0
        // Eight bytes at a time, read big-end first so that comparing the words compares the bytes in order.
        while offset + 8 <= common {
            let left = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: firstRange.lowerBound + offset, as: UInt64.self))
            let right = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: secondRange.lowerBound + offset, as: UInt64.self))
            if left != right { return left < right ? -1 : 1 }
            offset += 8
        }
        while offset < common {
            let (left, right) = (base[firstRange.lowerBound + offset], base[secondRange.lowerBound + offset])
            if left != right { return left < right ? -1 : 1 }
            offset += 1
        }
        return firstRange.count - secondRange.count
    }

    /// A hit's folded title as a string.
    private func foldedTitle(_ hit: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let title = otherTitles[hit] { return title }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[asciiRanges[hit]]), as: UTF8.self)
    }
}
