import Foundation

/// Orders a search's hits: best rank first, then by folded title, then by identifier (so that paging is stable).
///
/// Sorting the hits as tuples of strings spent most of a search's time comparing strings through the
/// standard library. ASCII titles (folded titles almost always are) are kept side by side in one buffer and
/// compared with `memcmp`, which orders ASCII text exactly as `String` does; any other pair is compared as
/// strings, so the order is always the strings' order.
struct HitOrder {
    private var ranks: [Int] = []
    private var titles: [String] = []
    private var identifiers: [String] = []
    /// Where each hit's title is in ``asciiTitles``; `nil` for a title with non-ASCII text.
    private var asciiRanges: [Range<Int>?] = []
    private var asciiTitles: [UInt8] = []

    mutating func append(rank: Int, foldedTitle: String, id: String) {
        ranks.append(rank)
        titles.append(foldedTitle)
        identifiers.append(id)
        let start = asciiTitles.count
        if foldedTitle.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiTitles += foldedTitle.utf8
            asciiRanges.append(start..<asciiTitles.count)
        } else {
            asciiRanges.append(nil)
        }
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
            return titles[first] == titles[second] ? 0 : titles[first] < titles[second] ? -1 : 1
        }
        let common = min(firstRange.count, secondRange.count)
        let compared = common == 0 ? 0 : Int(memcmp(base + firstRange.lowerBound, base + secondRange.lowerBound, common))
        return compared != 0 ? compared : firstRange.count - secondRange.count
    }
}
