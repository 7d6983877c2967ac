import Foundation

/// Finds events whose title contains a piece of text without folding and scanning every title.
///
/// Titles are folded once (case and diacritics) and every three-byte run of a
/// folded title is a key to the events containing it. A query of three bytes
/// or more looks up its rarest run and checks only those events; a shorter
/// one scans the folded titles. Built from a store snapshot and extended as events are appended.
struct EventTitleIndex: Sendable {
    /// The folded titles, by position in the snapshot's event list.
    private var foldedTitles = FoldedTitles()
    /// Positions of the events whose folded title contains each three-byte run, in increasing order.
    private var trigrams: [UInt32: [Int32]] = [:]

    init(titles: [String]) {
        append(titles)
    }

    /// Indexes the titles of events added after the ones already indexed.
    mutating func append(_ titles: [String]) {
        for title in titles {
            let folded = Array(TextMatching.fold(title).utf8)
            let position = Int32(foldedTitles.count)
            foldedTitles.append(folded)
            guard folded.count >= 3 else { continue }
            // A title's runs, each once: sorted in a buffer on the stack and taken where they change. (A `Set` per
            // title, allocated and hashed run by run, was half the time of indexing 100,000 titles, which the first
            // title query after seeding them waited for.)
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: folded.count - 2) { keys in
                // By insertion, as the runs come: a title has a few dozen, and the standard library's sort cost more
                // to set up than this takes. (A long title, where insertion would take the square of its length,
                // is sorted by the standard library.)
                let sortsByInsertion = keys.count <= 64
                for start in keys.indices {
                    let key = Self.key(folded, start)
                    var slot = start
                    while sortsByInsertion, slot > 0, keys[slot - 1] > key {
                        keys[slot] = keys[slot - 1]
                        slot -= 1
                    }
                    keys[slot] = key
                }
                if !sortsByInsertion {
                    var unsorted = keys
                    unsorted.sort()
                }
                for index in keys.indices where index == 0 || keys[index] != keys[index - 1] {
                    trigrams[keys[index], default: []].append(position)
                }
            }
        }
    }

    /// Re-indexes the title of the event at a position (its runs' position lists stay in increasing order).
    mutating func replace(at position: Int, with title: String) {
        let target = Int32(position)
        for key in Self.keys(of: foldedTitles[position]) {
            guard var list = trigrams.removeValue(forKey: key) else { continue }
            let index = Self.lowerBound(of: target, in: list)
            if index < list.count, list[index] == target { list.remove(at: index) }
            if !list.isEmpty { trigrams[key] = list }
        }
        let folded = Array(TextMatching.fold(title).utf8)
        foldedTitles.replace(at: position, with: folded)
        for key in Self.keys(of: folded) {
            var list = trigrams.removeValue(forKey: key) ?? []
            list.insert(target, at: Self.lowerBound(of: target, in: list))
            trigrams[key] = list
        }
    }

    private static func keys<Bytes: RandomAccessCollection<UInt8>>(of folded: Bytes) -> Set<UInt32> where Bytes.Index == Int {
        guard folded.count >= 3 else { return [] }
        return Set((0...(folded.count - 3)).map { key(folded, folded.startIndex + $0) })
    }

    private static func lowerBound(of value: Int32, in list: [Int32]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The positions of the events whose title contains `text` (ignoring case and diacritics), in position order; every event for empty text.
    func positions(containing text: String) -> [Int] {
        let needle = Array(TextMatching.fold(text.trimmingCharacters(in: .whitespaces)).utf8)
        if needle.isEmpty { return Array(foldedTitles.indices) }
        guard needle.count >= 3 else { return foldedTitles.indices.filter { Self.contains(foldedTitles[$0], needle) } }
        var rarest: [Int32]?
        for start in 0...(needle.count - 3) {
            guard let postings = trigrams[Self.key(needle, start)] else { return [] }
            if rarest == nil || postings.count < rarest!.count { rarest = postings }
        }
        return (rarest ?? []).lazy.map(Int.init).filter { Self.contains(foldedTitles[$0], needle) }
    }

    private static func key<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int) -> UInt32 where Bytes.Index == Int {
        UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
    }

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        var start = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}

/// Folded titles kept end to end in one buffer: a separate array for each title costs an allocation and its
/// header each.
private struct FoldedTitles: Sendable {
    private var bytes: [UInt8] = []
    /// Where each title's bytes are in `bytes`.
    private var spans: [Range<Int>] = []

    var count: Int { spans.count }
    var indices: Range<Int> { spans.indices }

    subscript(position: Int) -> ArraySlice<UInt8> { bytes[spans[position]] }

    mutating func append(_ folded: [UInt8]) {
        spans.append(bytes.count..<(bytes.count + folded.count))
        bytes += folded
    }

    /// Points a position at new bytes (the old ones stay unused in the buffer; titles rarely change).
    mutating func replace(at position: Int, with folded: [UInt8]) {
        spans[position] = bytes.count..<(bytes.count + folded.count)
        bytes += folded
    }
}
