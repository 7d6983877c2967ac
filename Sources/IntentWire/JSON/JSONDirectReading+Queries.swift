/// The query request envelopes read straight from text, in the shapes the test side writes them.
///
/// Each reader yields the value the tree path (``JSONFastCoding``) yields for the same text, and leaves anything
/// else to it (a property query, a `null` member, an unknown or repeated member, a limit that is not a whole
/// number): the app answered a lookup by identifier after parsing its request into a tree, about 9,000
/// instructions of the request's 70,000.
extension EntityQueryRequest: JSONDirectReading {
    /// Reads `{"entity":…,"query":{…},"page":{…}}`, the page optional.
    package init?(directJSON parser: inout JSONParser) {
        guard let envelope = parser.readQueryEnvelope(query: { EntityQuerySpec(directJSON: &$0) }), let query = envelope.query else { return nil }
        self.init(entity: envelope.entity, query: query, page: envelope.page)
    }
}

extension SearchRequest: JSONDirectReading {
    /// Reads `{"entity":…,"query":…,"page":{…}}`, the query and the page optional.
    package init?(directJSON parser: inout JSONParser) {
        guard let envelope = parser.readQueryEnvelope(query: { $0.readString() }) else { return nil }
        self.init(entity: envelope.entity, query: envelope.query, page: envelope.page)
    }
}

extension JSONParser {
    /// Reads the envelope both query requests share: the entity's name, the query as `query` reads it (`nil` when
    /// absent), and the page (`nil` when absent); `nil` for any other member, a repeated one, or a value not read.
    fileprivate mutating func readQueryEnvelope<Query>(query readQuery: (inout JSONParser) -> Query?) -> (entity: String, query: Query?, page: PageRequest?)? {
        var entity: String?
        var query: Query?
        var page: PageRequest?
        var seen = SeenKeys()
        let read = readMembers { parser, key in
            if key.is("entity") {
                guard seen.insert(0), let name = parser.readString() else { return false }
                entity = name
            } else if key.is("query") {
                guard seen.insert(1), let value = readQuery(&parser) else { return false }
                query = value
            } else if key.is("page") {
                guard seen.insert(2), let request = PageRequest(directJSON: &parser) else { return false }
                page = request
            } else {
                return false
            }
            return true
        }
        guard read, let entity else { return nil }
        return (entity, query, page)
    }
}

extension EntityQuerySpec {
    /// Reads `{"kind":…,"identifiers":[…],"string":…}`, the last two optional: the simple kinds' shape.
    fileprivate init?(directJSON parser: inout JSONParser) {
        var kind: EntityQueryKind?
        var identifiers: [String]?
        var string: String?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("kind") {
                guard seen.insert(0), let name = parser.readString(), let named = EntityQueryKind(rawValue: name) else { return false }
                kind = named
            } else if key.is("identifiers") {
                guard seen.insert(1), let list = parser.readStrings() else { return false }
                identifiers = list
            } else if key.is("string") {
                guard seen.insert(2), let text = parser.readString() else { return false }
                string = text
            } else {
                return false
            }
            return true
        }
        guard read, let kind else { return nil }
        self.init(kind: kind)
        self.identifiers = identifiers
        self.string = string
    }
}

extension PageRequest {
    /// Reads `{"limit":…,"cursor":…}`, the cursor optional.
    fileprivate init?(directJSON parser: inout JSONParser) {
        var limit: Int?
        var cursor: String?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("limit") {
                guard seen.insert(0), let number = parser.readNumber(), let count = Int(number.text) else { return false }
                limit = count
            } else if key.is("cursor") {
                guard seen.insert(1), let text = parser.readString() else { return false }
                cursor = text
            } else {
                return false
            }
            return true
        }
        guard read, let limit else { return nil }
        self.init(limit: limit, cursor: cursor)
    }
}
