import Testing

@testable import IntentWire

/// Query and search requests read straight from text give the value the tree path gives, and leave every other
/// shape to it.
@Suite struct QueryRequestDirectReadingTests {
    private func direct<Request: JSONDirectReading>(_ type: Request.Type, _ text: String) -> Request? {
        Array(text.utf8).withUnsafeBufferPointer { JSONParser.read(type, from: $0) }
    }

    private func tree<Request: JSONFastCoding>(_ type: Request.Type, _ text: String) -> Request? {
        guard let json = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        return Request(fastJSON: json)
    }

    static let queries = [
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .identifiers, identifiers: ["A2EAA457-0649-4DB2-A19B-58F181D05CC5"]), page: PageRequest(limit: 1_000)),
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .identifiers, identifiers: ["a", "b\"\\\n é", ""]), page: PageRequest(limit: 10, cursor: "c")),
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .identifiers, identifiers: [])),
        EntityQueryRequest(entity: "CalendarEntity", query: EntityQuerySpec(kind: .string, string: "Deep \"Space\"")),
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .all), page: PageRequest(limit: -3)),
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .suggested)),
    ]

    static let searches = [
        SearchRequest(entity: "EventEntity", query: "nebula", page: PageRequest(limit: 1_000)),
        SearchRequest(entity: "EventEntity", query: "é \"x\"", page: PageRequest(limit: 5, cursor: "x")),
        SearchRequest(entity: "EventEntity", query: nil),
    ]

    @Test func requestsAsTheTestSideWritesThemAreReadAsTheTreePathReadsThem() throws {
        for query in Self.queries {
            var writer = JSONWriter()
            let wrote = query.writeJSON(to: &writer)
            #expect(wrote)
            let text = String(decoding: writer.bytes, as: UTF8.self)
            #expect(direct(EntityQueryRequest.self, text) == query, "\(text)")
            #expect(tree(EntityQueryRequest.self, text) == query, "\(text)")
        }
        for search in Self.searches {
            var writer = JSONWriter()
            let wrote = search.writeJSON(to: &writer)
            #expect(wrote)
            let text = String(decoding: writer.bytes, as: UTF8.self)
            #expect(direct(SearchRequest.self, text) == search, "\(text)")
            #expect(tree(SearchRequest.self, text) == search, "\(text)")
        }
    }

    @Test(arguments: [
        #" { "page" : { "cursor" : "c" , "limit" : 2 } , "query" : { "string" : "s" , "kind" : "string" } , "entity" : "E" } "#,
        #"{"query":{"identifiers":["x"],"kind":"identifiers"},"entity":"E"}"#,
    ])
    func otherLayoutsOfTheSameValuesAreReadAlike(_ text: String) {
        let read = direct(EntityQueryRequest.self, text)
        #expect(read != nil)
        #expect(read == tree(EntityQueryRequest.self, text))
    }

    @Test(arguments: [
        #"{"entity":"E","query":{"kind":"all"},"page":null}"#, #"{"entity":"E","query":{"kind":"string","string":null}}"#,
        #"{"entity":"E","query":{"kind":"identifiers","identifiers":null}}"#, #"{"entity":"E","query":{"kind":"all","limit":3}}"#,
        #"{"entity":"E","query":{"kind":"property","comparisons":[]}}"#, #"{"entity":"E","query":{"kind":"nearby"}}"#,
        #"{"entity":"E","entity":"F","query":{"kind":"all"}}"#, #"{"entity":"E","query":{"kind":"all"},"extra":1}"#,
        #"{"entity":"E","query":{"kind":"all"},"page":{"limit":1e3}}"#, #"{"entity":"E","query":{"kind":"all"},"page":{"limit":1.5}}"#,
        #"{"entity":"E","query":{"kind":"all"},"page":{"cursor":"c"}}"#, #"{"entity":"E","query":{"kind":"identifiers","identifiers":[1]}}"#,
        #"{"query":{"kind":"all"}}"#, #"{"entity":"E"}"#, #"[]"#, #"{"entity":"E","query":{"kind":"all"}"#,
    ])
    func otherShapesAreLeftToTheTreePath(_ text: String) {
        #expect(direct(EntityQueryRequest.self, text) == nil, "\(text)")
    }

    @Test(arguments: [
        #"{"entity":"E","query":null}"#, #"{"entity":"E","query":3}"#, #"{"entity":"E","query":"a","query":"b"}"#, #"{"entity":"E","extra":true}"#,
        #"{"query":"a"}"#, #"{"entity":"E","page":{"limit":"1"}}"#,
    ])
    func otherSearchShapesAreLeftToTheTreePath(_ text: String) {
        #expect(direct(SearchRequest.self, text) == nil, "\(text)")
    }

    /// Damaged copies: whenever the direct reader gives a value, the tree path gives the same.
    @Test func agreesWithTheTreePathOnDamagedText() {
        var generator = SplitMix64(seed: 0x0E7)
        let originals = Self.queries.map { query -> [UInt8] in
            var writer = JSONWriter()
            _ = query.writeJSON(to: &writer)
            return writer.bytes
        }
        let replacements = Array(#"{}[]",:0123456789"-e.nulltrue\ "#.utf8)
        var accepted = 0
        for round in 0..<5_000 {
            var bytes = originals[round % originals.count]
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                bytes[position] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if let read = direct(EntityQueryRequest.self, text) {
                accepted += 1
                #expect(read == tree(EntityQueryRequest.self, text), "\(text)")
            }
        }
        #expect(accepted > 0, "some damage leaves a readable request")
    }
}
