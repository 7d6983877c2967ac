import Foundation

/// Orders a search's hits: best rank first, then by folded title, then by identifier (so that paging is stable).
///
/// Sorting the hits as tuples of strings spent most of a search's time comparing strings through the
/// standard library. ASCII titles (folded titles almost always are) are kept side by side in one buffer and
/// compared with `memcmp`, which orders ASCII text exactly as `String` does; any other pair is compared as
/// strings, so the order is always the strings' order.
struct HitOrder {
    private var ranks: [Int] = []
    /// Each hit's folded title when it has non-ASCII text; `nil` for an ASCII one, kept in ``asciiTitles``.
    private var otherTitles: [String?] = []
    private var identifiers: [String] = []
    /// Where each hit's folded title is in ``asciiTitles``; `nil` for a title with non-ASCII text.
    private var asciiRanges: [Range<Int>?] = []
    private var asciiTitles: [UInt8] = []

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
            asciiRanges.append(nil)
            otherTitles.append(SearchText.fold(title))
        }
    }

    /// Appends an ASCII title lowercased to ``asciiTitles`` in one pass; `false` for a title with other text, of
    /// which some bytes may have been appended. (Through lazy views of the string the same work cost a search
    /// about 2,000 instructions per hit.)
    private mutating func appendLowercasedASCII(_ title: String) -> Bool {
        let copied = title.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            var isASCII = true
            asciiTitles.append(contentsOf: utf8)
            asciiTitles.withUnsafeMutableBufferPointer { titles in
                for index in (titles.count - utf8.count)..<titles.count {
                    let byte = titles[index]
                    isASCII = isASCII && byte < 0x80
                    if byte &- UInt8(ascii: "A") < 26 { titles[index] = byte | 0x20 }
                }
            }
            return isASCII
        }
        if let copied { return copied }
        guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        asciiTitles += title.utf8.lazy.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }
        return true
    }

    /// The identifiers, best hit first.
    func sortedIdentifiers() -> [String] {
        var order = Array(ranks.indices)
        asciiTitles.withUnsafeBufferPointer { bytes in
            order.sort { first, second in
                if ranks[first] != ranks[second] { return ranks[first] < ranks[second] }
                let titleOrder = compareTitles(first, second, bytes)
                if titleOrder != 0 { return titleOrder < 0 }
                return identifiers[first] < identifiers[second]
            }
        }
        return order.map { identifiers[$0] }
    }

    /// Negative, zero or positive as the first hit's title sorts before, with or after the second's.
    private func compareTitles(_ first: Int, _ second: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let firstRange = asciiRanges[first], let secondRange = asciiRanges[second], let base = bytes.baseAddress else {
            let (firstTitle, secondTitle) = (foldedTitle(first, bytes), foldedTitle(second, bytes))
            return firstTitle == secondTitle ? 0 : firstTitle < secondTitle ? -1 : 1
        }
        let common = min(firstRange.count, secondRange.count)
        let compared = common == 0 ? 0 : Int(memcmp(base + firstRange.lowerBound, base + secondRange.lowerBound, common))
        return compared != 0 ? compared : firstRange.count - secondRange.count
    }

    /// A hit's folded title as a string.
    private func foldedTitle(_ hit: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let title = otherTitles[hit] { return title }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[asciiRanges[hit]!]), as: UTF8.self)
    }
}
