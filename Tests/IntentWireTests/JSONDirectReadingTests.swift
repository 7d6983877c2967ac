import Foundation
import Testing

@testable import IntentWire

/// Reading a result straight from its text yields exactly what parsing it as a tree yields, or declines.
@Suite struct JSONDirectReadingTests {
    static let event = EntityValue(
        typeIdentifier: "EventEntity", instanceIdentifier: "E\"2",
        properties: [
            "title": .string("Crew \\ Lunch\n é \u{1F680}"), "start": .date(Date(timeIntervalSinceReferenceDate: 817_714_800.25)), "allDay": .bool(true),
            "count": .int(Int.min), "ratio": .double(0.1), "notes": .null, "length": .duration(5_400),
            "status": .enumCase(EnumValue(typeIdentifier: "EventStatus", rawValue: "confirmed")), "tags": .array([.string("a"), .int(1), .array([])]),
            "calendar": .entity(
                EntityValue(
                    typeIdentifier: "CalendarEntity", instanceIdentifier: "C", properties: ["title": .string("Deep Space")],
                    display: DisplayRepresentationValue(title: "Deep Space", image: DisplayImageValue(systemName: "calendar")))),
            "reference": .entity(EntityValue(typeIdentifier: "CalendarEntity", instanceIdentifier: "R", isReference: true)),
        ],
        display: DisplayRepresentationValue(title: "Crew Lunch", subtitle: "Deck 4", synonyms: ["Lunch"], image: DisplayImageValue(systemName: "calendar")),
        isReference: false, ownership: ["shared", "owner"])
    static let place = EntityValue(
        typeIdentifier: "PlaceEntity", instanceIdentifier: "P",
        display: DisplayRepresentationValue(title: "Dock", image: DisplayImageValue(named: "dock", url: "u", dataByteCount: 3, isTemplate: true)))

    static let responses = [
        EntityQueryResponse(entities: [event, place], page: PageInfo(total: 9, nextCursor: "c2")),
        EntityQueryResponse(entities: [place], page: PageInfo(total: 1, nextCursor: nil)),
        EntityQueryResponse(entities: []),
    ]

    private func text(_ response: EntityQueryResponse) throws -> [UInt8] {
        JSONWriter.compact(try JSONValueEncoder.encode(response))
    }

    /// What the tree path makes of the text: the response, or `nil` when it cannot.
    private func treeResult(_ bytes: [UInt8]) -> EntityQueryResponse? {
        guard let tree = try? JSONParser.parse(bytes) else { return nil }
        return try? JSONValueDecoder.decode(EntityQueryResponse.self, from: tree)
    }

    private func directResult(_ bytes: [UInt8]) -> EntityQueryResponse? {
        bytes.withUnsafeBufferPointer { JSONParser.read(EntityQueryResponse.self, from: $0) }
    }

    @Test func readsWhatTheAppWrites() throws {
        for response in Self.responses {
            let bytes = try text(response)
            #expect(directResult(bytes) == response, "\(String(decoding: bytes, as: UTF8.self))")
            // Written directly by the app, too.
            var writer = JSONWriter()
            let wrote = response.writeJSON(to: &writer)
            #expect(wrote)
            #expect(directResult(writer.bytes) == response)
        }
    }

    @Test func acceptsOtherLayoutsOfTheSameValue() throws {
        let spaced =
            #" { "entities" : [ { "id" : "1" , "type" : "T" , "properties" : { "n" : { "int" : 2 } , "s" : null } , "display" : null , "reference" : null , "ownership" : null } ] , "page" : null } "#
        let expected = EntityQueryResponse(entities: [EntityValue(typeIdentifier: "T", instanceIdentifier: "1", properties: ["n": .int(2), "s": .null])])
        #expect(directResult(Array(spaced.utf8)) == expected)
        #expect(treeResult(Array(spaced.utf8)) == expected)
        let escaped = #"{"entities":[{"type":"T","id":"\u00e9\ud83d\ude80\/","display":{"title":"a\tb"}}]}"#
        #expect(directResult(Array(escaped.utf8)) == treeResult(Array(escaped.utf8)))
        #expect(directResult(Array(escaped.utf8))?.entities.first?.instanceIdentifier == "é\u{1F680}/")
    }

    /// Displays as the app writes them (read member by member) and in other layouts (read by the general reader).
    @Test(arguments: [
        (#"{"title":"T"}"#, true), (#"{"title":"T","subtitle":"S"}"#, true), (#"{"subtitle":"S","title":"T"}"#, true),
        (#"{"title":"T\n","subtitle":"S","synonyms":["a"],"image":{"systemName":"c"}}"#, true), (#"{ "title":"T"}"#, true),
        (#"{"title":"T","image":{"systemName":"c","template":true}}"#, true), (#"{"title":"T","image":{"named":"n"}}"#, true),
        (#"{"title":"T","image":{"systemName":"c","systemName":"d"}}"#, false), (#"{"title":"T","subtitle":null}"#, true), (#"{"title":"T","image":null}"#, true),
        (#"{"title":"T","title":"U"}"#, false),
        (#"{"title":"T","subtitle":1}"#, false), (#"{"title":"T","image":{"size":1}}"#, false), (#"{"title":"T","extra":1}"#, false),
    ])
    func displaysReadAsTheTreePathReadsThem(_ display: String, readDirectly: Bool) {
        let text = Array((#"{"entities":[{"type":"T","id":"1","display":"# + display + "}]}").utf8)
        let direct = directResult(text)
        #expect((direct != nil) == readDirectly, "\(display)")
        // Declining leaves the text to the tree path (which ignores what it does not know); a different value is never given.
        if let direct { #expect(direct == treeResult(text), "\(display)") }
        // Right after properties, the display is checked, kept as text and read when asked for: the same answers.
        let afterProperties = Array((#"{"entities":[{"type":"T","id":"1","properties":{"n":{"int":1}},"display":"# + display + "}]}").utf8)
        let lazy = directResult(afterProperties)
        #expect((lazy != nil) == readDirectly, "\(display)")
        if let lazy {
            #expect(lazy.entities[0].holdsDisplayAsText)
            #expect(lazy == treeResult(afterProperties), "\(display)")
            #expect(lazy.entities[0].properties == ["n": .int(1)])
        }
    }

    @Test(arguments: [
        #"{"entities":[],"extra":1}"#,  // an unknown key: the tree path ignores it
        #"{"entities":[],"entities":[]}"#,  // a repeated key: the tree parser rejects it
        #"{"entities":[{"type":"T","id":"1","properties":{"a":{"int":1},"a":{"int":2}}}]}"#,
        #"{"entities":[{"type":"T","id":"1","properties":{"a":{"int":1.5}}}]}"#,
        #"{"entities":[{"type":"T","id":"1","properties":{"a":{"double":1e400}}}]}"#,
        #"{"entities":[{"type":"T","id":"1","properties":{"a":{"int":1,"double":2}}}]}"#,
        #"{"entities":[{"type":"T","id":"1","properties":{"a":{"measurement":{"value":1,"unit":"km","dimension":"UnitLength"}}}}]}"#,
        #"{"entities":[{"type":"T","id":"1","properties":{"a":{"enum":{"type":"E","case":"x","other":1}}}}]}"#,
        #"{"entities":[{"type":"T"}]}"#,
        #"{"entities":[{"type":"T","id":"1"}]} x"#,
        #"{"entities":[{"type":"T","id":"1"}]"#,
        #"{"entities":[{"type":"T","id":"1","display":{"subtitle":"no title"}}]}"#,
        #"{"entities":[{"type":"T","id":"1","properties":{"a":{"string":"\ud800"}}}]}"#,
        #"{"entities":[],"page":{"total":-0.5}}"#,
    ])
    func declinesWhatItDoesNotFullyUnderstand(_ text: String) {
        #expect(directResult(Array(text.utf8)) == nil, "\(text)")
    }

    /// Type and symbol names repeat from entity to entity and are reused once read; a changed, escaped or prefixed
    /// name is still read as written.
    @Test func repeatedNamesAreReadAsWritten() throws {
        let names = ["EventEntity", "EventEntity", "EventEntityX", "Event", "Event\"s", "Event\"s", "Évent", "Évent", "EventEntity"]
        let response = EntityQueryResponse(
            entities: names.enumerated().map { position, name in
                EntityValue(
                    typeIdentifier: name, instanceIdentifier: "\(position)",
                    display: DisplayRepresentationValue(title: "t", image: DisplayImageValue(systemName: name.lowercased())))
            })
        let bytes = try text(response)
        #expect(directResult(bytes) == response)
        let escaped = Array(#"{"entities":[{"type":"EventEntity","id":"1"},{"type":"Event\u0045ntity","id":"2"},{"type":"EventEntity","id":"3"}]}"#.utf8)
        #expect(directResult(escaped)?.entities.map(\.typeIdentifier) == ["EventEntity", "EventEntity", "EventEntity"], "\\u0045 is E")
        #expect(directResult(escaped) == treeResult(escaped))
        // A name whose bytes are a known name's followed by more is that longer name, not the known one.
        let longer = Array(#"{"entities":[{"type":"Event","id":"1"},{"type":"Event\"","id":"2"}]}"#.utf8)
        #expect(directResult(longer)?.entities.map(\.typeIdentifier) == ["Event", "Event\""])
    }

    /// Thousands of damaged copies of a reply: whenever the direct reader gives a value, the tree path gives the same.
    @Test func agreesWithTheTreePathOnDamagedText() throws {
        let original = try text(Self.responses[0])
        var generator = SplitMix64(seed: 0x1D_EA5)
        var accepted = 0
        for _ in 0..<3_000 {
            let damaged = generator.damage(original, replacements: Array(#"{}[],:"\ 0123456789.-eEtfnulab"#.utf8) + [0x80, 0xC3, 0xFF, 0x00, 0x0A])
            guard let direct = directResult(damaged) else { continue }
            accepted += 1
            #expect(direct == treeResult(damaged), "\(String(decoding: damaged, as: UTF8.self))")
        }
        // Some damage leaves a valid reply (a digit for a digit): the comparison above is not vacuous.
        #expect(accepted > 0)
    }

    /// Values nested to the parser's limit and past it: the same answer as the tree path, and no crash.
    @Test(arguments: [100, 254, 255, 256, 400])
    func deepNestingAgreesWithTheTreePath(_ levels: Int) {
        let nested = String(repeating: #"{"array":["#, count: levels) + #"{"int":1}"# + String(repeating: "]}", count: levels)
        let text = Array(#"{"entities":[{"type":"T","id":"1","properties":{"deep":"#.utf8) + Array(nested.utf8) + Array("}}]}".utf8)
        let direct = directResult(text)
        #expect(direct == treeResult(text))
        #expect((direct != nil) == (levels < 254), "the depth limit is \(JSONParser.maximumDepth) arrays and objects")
    }

    @Test func recognisesOnlyTheCanonicalReplyForm() {
        func reply(_ text: String) -> CanonicalReply? { CanonicalReply(Array(text.utf8)) }
        let canonical = reply(#"{"jsonrpc":"2.0","id":42,"result":{"entities":[]}}"#)
        #expect(canonical?.id == .number(42))
        #expect(canonical.map { Array(Array(#"{"jsonrpc":"2.0","id":42,"result":{"entities":[]}}"#.utf8)[$0.result]) } == Array(#"{"entities":[]}"#.utf8))
        #expect(reply(#"{"jsonrpc":"2.0","id":0,"result":1}"#)?.id == .number(0))
        for other in [
            #"{"jsonrpc":"2.0","id":042,"result":1}"#, #"{"jsonrpc":"2.0","id":"42","result":1}"#, #"{"jsonrpc":"2.0", "id":42,"result":1}"#,
            #"{"jsonrpc":"2.0","id":42,"error":{}}"#, #"{"jsonrpc":"2.0","id":1234567890123456789,"result":1}"#, #"{"jsonrpc":"2.0","id":42,"result":}"#,
            #"{"jsonrpc":"2.0","id":42,"result":1} "#, #"{"jsonrpc":"2.0","id":,"result":1}"#,
            // Past Int.max: these once trapped while the id was read.
            #"{"jsonrpc":"2.0","id":9223372036854775808,"result":1}"#, #"{"jsonrpc":"2.0","id":99999999999999999999999,"result":1}"#,
        ] {
            #expect(reply(other) == nil, "\(other)")
        }
    }
}

/// Numbers read straight from their digits are exactly the numbers the string path reads.
@Suite struct JSONNumberReadingTests {
    private func direct(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            guard let value = parser.readDouble(), parser.index == buffer.count else { return nil }
            return value
        }
    }

    private func viaString(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            guard let value = parser.readNumber()?.double, parser.index == buffer.count else { return nil }
            return value
        }
    }

    @Test func writtenDoublesReadBackToTheSameBits() throws {
        var generator = SplitMix64(seed: 0xDA7E)
        for turn in 0..<50_000 {
            let value: Double
            switch turn % 4 {
            case 0: value = Double(bitPattern: generator.next())  // anything, most with exponents
            case 1: value = Double(Int64(bitPattern: generator.next()) % 2_000_000_000) + Double(generator.next() % 10_000_000) / 10_000_000  // dates
            case 2: value = Double(generator.next() % 100_000) / 4  // durations
            default: value = Double(Int64(bitPattern: generator.next()) >> 11) / Double(1 << (generator.next() % 40))
            }
            guard let number = JSONNumber(value) else { continue }
            let read = direct(number.text)
            #expect(read?.bitPattern == value.bitPattern, "\(number.text)")
            if read?.bitPattern != value.bitPattern { return }
        }
    }

    @Test(arguments: [
        "0", "-0", "0.0", "-0.0", "1", "12.5", "802159478.7546971", "9007199254740992", "9007199254740993", "90071992547409921",
        "0.1", "0.30000000000000004", "1234567890123456789", "12345678901234567890", "1e5", "1E-3", "1.5e+10", "123.", ".5", "-", "--1",
        "01", "00.5", "-01", "1.2.3", "NaN", "Infinity", "-Infinity", "1e400", "0.0000000000000000000001", "0.00000000000000000000001",
    ])
    func agreesWithTheStringPath(_ text: String) {
        #expect(direct(text)?.bitPattern == viaString(text)?.bitPattern, "\(text)")
    }
}

extension SplitMix64 {
    /// A copy of `bytes` with one to three bytes replaced, removed or inserted (from `replacements`).
    mutating func damage(_ bytes: [UInt8], replacements: [UInt8]) -> [UInt8] {
        var damaged = bytes
        for _ in 0...(next() % 3) {
            let position = Int(next() % UInt64(damaged.count))
            switch next() % 3 {
            case 0: damaged[position] = replacements[Int(next() % UInt64(replacements.count))]
            case 1: damaged.remove(at: position)
            default: damaged.insert(replacements[Int(next() % UInt64(replacements.count))], at: position)
            }
        }
        return damaged
    }
}

/// A small deterministic generator, so a failure reproduces.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
