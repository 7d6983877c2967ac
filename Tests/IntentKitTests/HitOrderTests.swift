import Testing

@testable import IntentKit

/// Hits come out in the order of (rank, folded title, identifier) as strings order them, whatever the titles hold
/// (`[` and `_` sort between upper- and lower-case letters: folding comes first).
@Suite struct HitOrderTests {
    @Test func ordersAsStringsDo() {
        let titles = [
            "nebula orbit", "Nebula", "NEBULA orbit drill", "crème", "Creme", "nébula", "", "Zeta", "nebula\u{301}", "a b", "A", "ab", "日本", "[x]", "_y",
            // Longer than a small string: kept in the heap, read in place.
            "Nebula Orbit Drill 00042 of the Deep Space calendar", "NEBULA ORBIT DRILL 00042 OF THE DEEP SPACE CALENDAR!",
            "Crème Brûlée Nebula, a title long enough for the heap",
            // Read eight bytes at a time: every letter and the characters either side of each case's letters,
            // non-ASCII text after whole words, and titles equal for their first words.
            "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[`abcdefghijklmnopqrstuvwxyz{", "@abcdefghijklmnopqrstuvwxyz[`ABCDEFGHIJKLMNOPQRSTUVWXYZ{",
            "Nebula Orbit Drill Crème", "Nebula Orbit Drill 00041", "NEBULA ORBIT DRILL 00043", "nebula orbit drill 0004",
            // Sorted first on their first 24 bytes: titles that end within them, agree on all of them, or hold
            // a zero byte where another ends.
            "nebula orbit drill 00042", "nebula orbit drill 000421", "nebula orbit drill 00042\u{0}", "nebula orbit drill 00042\u{0}a",
            "abc", "abc\u{0}", "abc\u{0}x", "abcdefgh", "abcdefgh\u{0}", "abcdefghabcdefghabcdefgh", "abcdefghabcdefghabcdefgi",
        ]
        var state: UInt64 = 0xC0FFEE
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        // Small orders sorted in turn, and large ones sorted in halves and merged.
        for round in 0..<306 {
            var order = HitOrder()
            var hits: [(rank: Int, title: String, id: String)] = []
            let count = round < 300 ? next(20) : HitOrder.smallestOrderSortedInHalves + next(3_000)
            for index in 0..<count {
                let hit = (rank: next(3), title: titles[next(titles.count)], id: "id\(next(5))-\(index)")
                hits.append(hit)
                order.append(rank: hit.rank, title: hit.title, id: hit.id)
            }
            let expected = hits.sorted { ($0.rank, SearchText.fold($0.title), $0.id) < ($1.rank, SearchText.fold($1.title), $1.id) }.map(\.id)
            #expect(order.sortedIdentifiers() == expected)
        }
    }
}
