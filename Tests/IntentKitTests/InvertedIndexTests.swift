import Testing

@testable import IntentKit
@testable import IntentWire

@Suite struct InvertedIndexTests {
    func document(_ id: String, _ title: String, subtitle: String? = nil, texts: [String] = [], type: String = "Note") -> SearchDocument {
        SearchDocument(type: type, id: id, title: title, subtitle: subtitle, texts: texts)
    }

    @Test(arguments: ["Nebula Comet Drill 00081", "  --Crew  lunch, deck 4!  ", "", "---", "ABC", "a_b-c.d", "Crème Brûlée Night", "x\u{1F680}y"])
    func rankingJoinsTokensAsTheIndexSplitsThem(_ title: String) {
        #expect(SearchText.joinedTokens(of: title) == SearchText.tokens(of: title).joined(separator: " "))
    }

    /// The streamed rank of a title is what comparing its joined tokens with the query gives.
    @Test func rankingByStreamingIsRankingByJoinedTokens() {
        let pieces = ["nebula", "Nebula", "neb", "ula", "s", "orbit", " ", "  ", "!", "-", "0", "42", "é", "Crème", "\u{1F680}", "x"]
        let queries = ["nebula", "nebula orbit", "neb", "nebulas", "orbit", "0", "nebula 42", "creme", "x", "nebula  orbit"]
        var state = 0x5EED
        for _ in 0..<4_000 {
            var title = ""
            for _ in 0..<Int(UInt(bitPattern: state) % 6) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                title += pieces[Int(UInt(bitPattern: state >> 33) % UInt(pieces.count))]
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let query = SearchText.tokens(of: queries[Int(UInt(bitPattern: state >> 33) % UInt(queries.count))]).joined(separator: " ")
            let words = SearchText.joinedTokens(of: title)
            let expected = words == query ? 0 : words.hasPrefix(query) ? 1 : 2
            #expect(SearchText.rank(of: title, forQuery: query) == expected, "\(title) for \(query)")
            if SearchText.rank(of: title, forQuery: query) != expected { return }
        }
    }

    @Test(arguments: [
        "2026-08-23 12:29 \u{00B7} Deep Space", "Crème Brûlée Night", "CRÈME brûlée", "naïve café—bar…", "x.\u{301}y", "a\u{301}b c", "Straße STRASSE",
        "ΣΊΣΥΦΟΣ σίσυφος", "日本語 テキスト", "\u{1F680}rocket\u{1F680} launch", "mixed:ascii,é", "é", "·", " ·· ", "", "...a..b", "İstanbul ıi",
        "emoji\u{FE0F}.x", "tab\tnew\nline\u{00A0}nbsp", "ﬁne ligature", "Ⅻ roman ½ half ²",
    ])
    func tokensMatchFoldingTheWholeText(_ text: String) {
        #expect(SearchText.tokens(of: text) == SearchText.foldedTokens(of: text), "\(text)")
    }

    @Test func tokensMatchFoldingTheWholeTextForMixedPieces() {
        let pieces = [
            "a", "Z", "9", " ", ".", ":", "-", "é", "\u{301}", "·", "ß", "Σ", "ς", "\u{1F680}", "\u{FE0F}", "ﬁ", "İ", "日", "\t", "_", "\u{00A0}", "Ⅻ",
            "–", "—", "…", "•", "«", "’", "¿", "\u{2009}", "\u{3000}", "\u{2028}", "\u{200D}", "ൎ", "¨", "\u{0345}",
        ]
        for seed in 0..<6_000 {
            var text = ""
            var state = seed &* 2_654_435_761 &+ 1
            for _ in 0..<(seed % 9 + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(UInt(bitPattern: state >> 33) % UInt(pieces.count))]
            }
            #expect(SearchText.tokens(of: text) == SearchText.foldedTokens(of: text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func everyTermMustPrefixMatchAWord() {
        var index = InvertedIndex(documents: [
            document("1", "Crème Brûlée Night"), document("2", "Creme Caramel"), document("3", "Night Shift", texts: ["brûlée later"]),
        ])
        #expect(index.search(type: "Note", query: "creme") == ["1", "2"], "both titles start so; then by title")
        #expect(index.search(type: "Note", query: "BRU night") == ["1", "3"])
        #expect(index.search(type: "Note", query: "brûlée caramel").isEmpty)
        #expect(index.search(type: "Note", query: "ight").isEmpty, "prefix, not substring")
    }

    @Test func ranksExactTitleThenTitlePrefixThenTheRest() {
        var index = InvertedIndex(documents: [
            document("a", "Launch Review Prep"), document("b", "Review the Launch"), document("c", "Launch Review"), document("d", "Other", texts: ["launch review"]),
        ])
        #expect(index.search(type: "Note", query: "launch review") == ["c", "a", "d", "b"])
    }

    /// A search with many hits ranks and orders them in two halves at once, and answers as ordering them all in turn.
    @Test func manyHitsAreOrderedAsFewAre() {
        let words = ["Launch", "Review", "Nebula", "Crème", "Orbit", "launch", "Δέλτα"]
        var state: UInt64 = 0xFACE
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let count = HitOrder.smallestOrderSortedInHalves * 2 + 31
        let documents = (0..<count).map { position in
            document("n\(position)", (0..<(1 + next(3))).map { _ in words[next(words.count)] }.joined(separator: " "), texts: ["launch"])
        }
        var index = InvertedIndex(documents: documents + [document("other", "Launch", type: "Calendar")])
        for query in ["launch", "launch review", "crème", "nebula orbit"] {
            let folded = SearchText.tokens(of: query).joined(separator: " ")
            let expected = documents.filter { document in
                let titleWords = SearchText.tokens(of: document.title) + ["launch"]
                return SearchText.tokens(of: query).allSatisfy { term in titleWords.contains { $0.hasPrefix(term) } }
            }
            .map { (rank: SearchText.rank(of: $0.title, forQuery: folded), title: SearchText.fold($0.title), id: $0.id) }
            .sorted { ($0.rank, $0.title, $0.id) < ($1.rank, $1.title, $1.id) }.map(\.id)
            #expect(expected.count >= HitOrder.smallestOrderSortedInHalves || query != "launch")
            #expect(index.search(type: "Note", query: query) == expected, "\(query)")
        }
    }

    @Test func typesAreKeptApart() {
        var index = InvertedIndex(documents: [document("1", "Deep Space", type: "Calendar"), document("1", "Deep Dive")])
        #expect(index.search(type: "Note", query: "deep") == ["1"])
        #expect(index.search(type: "Calendar", query: nil) == ["1"])
        #expect(index.search(type: "Other", query: nil).isEmpty)
    }

    @Test func reindexingReplacesAndRemovingForgets() {
        var index = InvertedIndex(documents: [document("1", "Meteor Shower")])
        index.insert(document("1", "Perseid Night"))
        #expect(index.search(type: "Note", query: "meteor").isEmpty)
        #expect(index.search(type: "Note", query: "perseid") == ["1"])
        index.remove(InvertedIndex.Key(type: "Note", id: "1"))
        #expect(index.search(type: "Note", query: nil).isEmpty)
        #expect(index.count == 0)
    }

    @Test func removingATypeLeavesTheOthers() {
        var index = InvertedIndex(documents: [document("1", "A", type: "X"), document("2", "B", type: "Y")])
        index.removeAll(ofType: "X")
        #expect(index.search(type: "X", query: nil).isEmpty)
        #expect(index.search(type: "Y", query: "b") == ["2"])
    }

    @Test func removedSlotsAreReusedAndWordsFollowTheirDocuments() {
        var index = InvertedIndex(documents: [document("1", "Drill 00001"), document("2", "Drill 00002"), document("3", "Drill 00003")])
        index.remove(InvertedIndex.Key(type: "Note", id: "2"))
        #expect(index.search(type: "Note", query: "00002").isEmpty)
        #expect(index.search(type: "Note", query: "drill") == ["1", "3"])
        index.insert(document("4", "Drill 00004"))
        index.insert(document("5", "Yoga"))
        #expect(index.count == 4)
        #expect(Set(index.allDocuments.map(\.id)) == ["1", "3", "4", "5"])
        #expect(index.search(type: "Note", query: "drill") == ["1", "3", "4"])
        #expect(index.search(type: "Note", query: "00004") == ["4"])
        // A word in two documents, then one, then none.
        index.remove(InvertedIndex.Key(type: "Note", id: "1"))
        index.remove(InvertedIndex.Key(type: "Note", id: "3"))
        #expect(index.search(type: "Note", query: "drill") == ["4"])
        index.remove(InvertedIndex.Key(type: "Note", id: "4"))
        #expect(index.search(type: "Note", query: "drill").isEmpty)
        #expect(index.search(type: "Note", query: "yo") == ["5"])
        // Re-inserting a document replaces it, words and all.
        index.insert(document("5", "Zero-G Yoga"))
        #expect(index.search(type: "Note", query: "zero") == ["5"])
        #expect(index.count == 1)
    }
}
