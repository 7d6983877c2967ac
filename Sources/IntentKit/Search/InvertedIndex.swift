import IntentWire

/// The search index's data: documents by type and identifier, and a word → documents map for prefix search.
///
/// A value type with no I/O, so it is tested directly. Every query term must
/// prefix-match a word of a document; results rank an exact title first, then
/// a title that starts with the query, then the rest, each by title.
struct InvertedIndex: Sendable {
    struct Key: Hashable, Sendable {
        var type: String
        var id: String
    }

    private(set) var documents: [Key: SearchDocument] = [:]
    private var postings: [String: Set<Key>] = [:]
    private var sortedWords: [String]?

    init(documents: [SearchDocument] = []) {
        for document in documents { insert(document) }
    }

    var count: Int { documents.count }

    mutating func insert(_ document: SearchDocument) {
        let key = Key(type: document.type, id: document.id)
        remove(key)
        documents[key] = document
        for word in document.tokens {
            if postings[word, default: []].insert(key).inserted, postings[word]!.count == 1 { sortedWords = nil }
        }
    }

    mutating func remove(_ key: Key) {
        guard let old = documents.removeValue(forKey: key) else { return }
        for word in old.tokens {
            postings[word]?.remove(key)
            if postings[word]?.isEmpty == true {
                postings[word] = nil
                sortedWords = nil
            }
        }
    }

    mutating func removeAll(ofType type: String) {
        for key in documents.keys where key.type == type { remove(key) }
    }

    mutating func removeAll() {
        documents.removeAll()
        postings.removeAll()
        sortedWords = nil
    }

    /// The identifiers of the documents of a type that match the query, best first; every document of the type for `nil`.
    mutating func search(type: String, query: String?) -> [String] {
        let terms = query.map(SearchText.tokens(of:)) ?? []
        var matches: Set<Key>
        if terms.isEmpty {
            matches = Set(documents.keys.filter { $0.type == type })
        } else {
            let words = wordsSorted()
            matches = []
            for (index, term) in terms.enumerated() {
                var forTerm = Set<Key>()
                var position = lowerBound(of: term, in: words)
                while position < words.count, words[position].hasPrefix(term) {
                    forTerm.formUnion(postings[words[position]]!.lazy.filter { $0.type == type })
                    position += 1
                }
                matches = index == 0 ? forTerm : matches.intersection(forTerm)
                if matches.isEmpty { return [] }
            }
        }
        let folded = terms.joined(separator: " ")
        return matches.compactMap { documents[$0] }
            .map { document -> (rank: Int, title: String, id: String) in
                let title = SearchText.tokens(of: document.title).joined(separator: " ")
                let rank = folded.isEmpty ? 2 : title == folded ? 0 : title.hasPrefix(folded) ? 1 : 2
                return (rank, SearchText.fold(document.title), document.id)
            }
            .sorted { ($0.rank, $0.title, $0.id) < ($1.rank, $1.title, $1.id) }
            .map(\.id)
    }

    private mutating func wordsSorted() -> [String] {
        if let sortedWords { return sortedWords }
        let words = postings.keys.sorted()
        sortedWords = words
        return words
    }

    private func lowerBound(of term: String, in words: [String]) -> Int {
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < term { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
