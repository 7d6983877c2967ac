import IntentWire

/// The search index's data: documents by type and identifier, and a word → documents map for prefix search.
///
/// A value type with no I/O, so it is tested directly. Every query term must
/// prefix-match a word of a document; results rank an exact title first, then
/// a title that starts with the query, then the rest, each by title.
///
/// Documents live in numbered slots, and the word map lists slot numbers: a
/// map of `(type, id)` string pairs holds two strings per posting and hashes
/// them on every search.
struct InvertedIndex: Sendable {
    struct Key: Hashable, Sendable {
        var type: String
        var id: String
    }

    /// The documents that contain a word: most words of generated data (numbers, names) are in one document only.
    private enum Posting: Sendable {
        case one(Int32)
        case many(Set<Int32>)

        /// Adds a document, changing a set in place.
        mutating func insert(_ slot: Int32) {
            switch self {
            case .one(let other): if other != slot { self = .many([other, slot]) }
            case .many(var set):
                self = .one(slot)  // lets go of the set, so that inserting into it does not copy it
                set.insert(slot)
                self = .many(set)
            }
        }

        /// Removes a document; `false` when none is left.
        mutating func remove(_ slot: Int32) -> Bool {
            switch self {
            case .one(let other): return other != slot
            case .many(var set):
                self = .one(slot)
                set.remove(slot)
                self = set.count == 1 ? .one(set.first!) : .many(set)
                return true
            }
        }
    }

    /// Documents by slot; `nil` where a document was removed (the slot is reused).
    private var slots: [SearchDocument?] = []
    private var freeSlots: [Int32] = []
    private var slotOfKey: [Key: Int32] = [:]
    private var postings: [String: Posting] = [:]
    private var sortedWords: [String]?

    init(documents: [SearchDocument] = []) {
        for document in documents { insert(document) }
    }

    var count: Int { slotOfKey.count }

    /// Every document, in no particular order.
    var allDocuments: [SearchDocument] { slots.compactMap { $0 } }

    mutating func insert(_ document: SearchDocument) {
        insert(document, words: document.tokens)
    }

    /// Adds (or replaces) a document whose distinct words were already worked out.
    mutating func insert(_ document: SearchDocument, words: [String]) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            slots[Int(slot)] = document
        } else {
            slot = Int32(slots.count)
            slots.append(document)
        }
        // One look-up for a new document; a document indexed before is replaced, words and all.
        if let replaced = slotOfKey.updateValue(slot, forKey: Key(type: document.type, id: document.id)) { clear(replaced) }
        for word in words { add(slot, to: word) }
    }

    mutating func remove(_ key: Key) {
        guard let slot = slotOfKey.removeValue(forKey: key) else { return }
        clear(slot)
    }

    /// Empties a slot and takes its document's words out of the word map.
    private mutating func clear(_ slot: Int32) {
        guard let old = slots[Int(slot)] else { return }
        slots[Int(slot)] = nil
        freeSlots.append(slot)
        for word in old.tokens { remove(slot, from: word) }
    }

    mutating func removeAll(ofType type: String) {
        for key in slotOfKey.keys where key.type == type { remove(key) }
    }

    mutating func removeAll() {
        slots.removeAll()
        freeSlots.removeAll()
        slotOfKey.removeAll()
        postings.removeAll()
        sortedWords = nil
    }

    /// Each word is hashed once: the entry is changed where it lies.
    private mutating func add(_ slot: Int32, to word: String) {
        if let position = postings.index(forKey: word) {
            postings.values[position].insert(slot)
        } else {
            postings[word] = .one(slot)
            sortedWords = nil
        }
    }

    private mutating func remove(_ slot: Int32, from word: String) {
        guard let position = postings.index(forKey: word) else { return }
        if !postings.values[position].remove(slot) {
            postings.remove(at: position)
            sortedWords = nil
        }
    }

    /// The identifiers of the documents of a type that match the query, best first; every document of the type for `nil`.
    mutating func search(type: String, query: String?) -> [String] {
        let terms = query.map(SearchText.tokens(of:)) ?? []
        // Text with no word to search for (punctuation, emoji, spaces) finds nothing; only no query lists everything.
        if query != nil, terms.isEmpty { return [] }
        let slots = self.slots
        var matches: Set<Int32>
        if terms.isEmpty {
            matches = Set(slots.indices.lazy.filter { slots[$0]?.type == type }.map { Int32($0) })
        } else {
            let words = wordsSorted()
            matches = []
            for (index, term) in terms.enumerated() {
                var forTerm = Set<Int32>()
                var position = lowerBound(of: term, in: words)
                while position < words.count, words[position].hasPrefix(term) {
                    switch postings[words[position]] {
                    case .one(let slot)?: if slots[Int(slot)]?.type == type { forTerm.insert(slot) }
                    case .many(let set)?: forTerm.formUnion(set.lazy.filter { slots[Int($0)]?.type == type })
                    case nil: break
                    }
                    position += 1
                }
                matches = index == 0 ? forTerm : matches.intersection(forTerm)
                if matches.isEmpty { return [] }
            }
        }
        let folded = terms.joined(separator: " ")
        let found = Array(matches)
        // Reads each hit's title and id in place: copying whole documents out of the slots retained every field.
        @Sendable func ordered(_ range: Range<Int>) -> HitOrder {
            var hits = HitOrder(capacity: range.count)
            for slot in found[range] {
                guard let title = slots[Int(slot)]?.title, let id = slots[Int(slot)]?.id else { continue }
                hits.append(rank: folded.isEmpty ? 2 : SearchText.rank(of: title, forQuery: folded), title: title, id: id)
            }
            return hits
        }
        guard found.count >= HitOrder.smallestOrderSortedInHalves else { return ordered(0..<found.count).sortedIdentifiers() }
        // Ranked and their titles folded in two halves at once, as they are then sorted.
        let (first, second) = RangeHalves.map(0..<found.count, ordered)
        return HitOrder(joining: first, second).sortedIdentifiers()
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
