import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentWire

/// Each wire type's one coding: what it writes reads back the same; other layouts the protocol allows read alike;
/// anything else is an error naming the member path; damaged text never crashes the reader.
@Suite struct WireCodingTests {
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

    static let requests: [RunIntentRequest] = [
        RunIntentRequest(intent: "CreateEventIntent", parameters: ["title": .string("Dock"), "event": .entity(event), "none": .null]),
        RunIntentRequest(intent: "Empty", parameters: [:]),
    ]

    static let runResponses: [RunIntentResponse] = [
        RunIntentResponse(value: .entity(event), dialog: DialogValue(full: "Made it", supporting: "Deck 4")),
        RunIntentResponse(value: nil), RunIntentResponse(value: .null),
        RunIntentResponse(value: .int(3), opensIntent: RunIntentRequest(intent: "Open", parameters: ["n": .int(1)])),
        RunIntentResponse(value: .measurement(MeasurementValue(value: 2, unit: "km", dimension: "UnitLength"))),
    ]

    static let queries: [EntityQueryRequest] = [
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .identifiers, identifiers: ["a", "b\""]), page: PageRequest(limit: 5, cursor: "c")),
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .string, string: "nebula")),
        EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(comparisons: [], mode: .or, sort: [], limit: 4)),
    ]

    private func read<Value: WireCodable>(_ type: Value.Type, _ text: String) throws(JSONCodingError) -> Value {
        try Value.read(from: Array(text.utf8))
    }

    private func problem<Value: WireCodable>(_ type: Value.Type, _ text: String) -> String? {
        do {
            _ = try read(type, text)
            return nil
        } catch {
            return error.description
        }
    }

    private func roundTrip<Value: WireCodable & Equatable>(_ value: Value) throws {
        let bytes = try value.jsonBytes()
        #expect(try Value.read(from: bytes) == value, "\(String(decoding: bytes, as: UTF8.self))")
    }

    @Test func readsBackWhatItWrites() throws {
        for response in Self.responses { try roundTrip(response) }
        for request in Self.requests { try roundTrip(request) }
        for response in Self.runResponses { try roundTrip(response) }
        for query in Self.queries { try roundTrip(query) }
        try roundTrip(SearchRequest(entity: "EventEntity", query: nil, page: PageRequest(limit: 1)))
        try roundTrip(SearchRequest(entity: "EventEntity", query: "Dock"))
        let handshake = try InitializeRequest.read(from: InitializeRequest(clientName: "tests \u{1F680}").jsonBytes())
        #expect(handshake.clientName == "tests \u{1F680}" && handshake.protocolVersion == ProtocolVersion.current)
    }

    @Test func aPresentNullValueIsKeptApartFromNoValue() throws {
        #expect(try read(RunIntentResponse.self, #"{"value":null}"#).value == .some(.null))
        #expect(try read(RunIntentResponse.self, "{}").value == nil)
        let unset = try read(RunIntentRequest.self, #"{"intent":"I","parameters":{"a":null}}"#)
        #expect(unset.parameters == ["a": .null])
    }

    @Test func acceptsOtherLayoutsOfTheSameValue() throws {
        let spaced =
            #" { "entities" : [ { "id" : "1" , "type" : "T" , "properties" : { "n" : { "int" : 2 } , "s" : null } , "display" : null , "reference" : null , "ownership" : null } ] , "page" : null } "#
        let expected = EntityQueryResponse(entities: [EntityValue(typeIdentifier: "T", instanceIdentifier: "1", properties: ["n": .int(2), "s": .null])])
        #expect(try read(EntityQueryResponse.self, spaced) == expected)
        let escaped = #"{"entities":[{"type":"T","id":"\u00e9\ud83d\ude80\/","display":{"title":"a\tb"}}]}"#
        #expect(try read(EntityQueryResponse.self, escaped).entities.first?.instanceIdentifier == "é\u{1F680}/")
        // Escaped keys, unknown members (skipped), whole numbers written as decimals, ISO 8601 dates.
        let request = try read(
            RunIntentRequest.self,
            #"{"\u0069ntent":"I","future":{"a":[1,2]},"parameters":{"n":{"int":3.0},"d":{"date":"2001-01-01T00:00:10Z"},"t":{"\u0073tring":"x"}}}"#)
        #expect(request == RunIntentRequest(intent: "I", parameters: ["n": .int(3), "d": .date(Date(timeIntervalSinceReferenceDate: 10)), "t": .string("x")]))
        let query = try read(EntityQueryRequest.self, #" { "page" : { "cursor" : "c" , "limit" : 2 } , "query" : { "string" : "s" , "kind" : "string" } , "entity" : "E" } "#)
        #expect(query == EntityQueryRequest(entity: "E", query: EntityQuerySpec(kind: .string, string: "s"), page: PageRequest(limit: 2, cursor: "c")))
        #expect(try read(EntityQueryRequest.self, #"{"entity":"E","query":{"kind":"all"},"page":{"limit":1e3}}"#).page?.limit == 1_000)
    }

    /// Displays as the app writes them (read member by member) and in other layouts (read by the general reader).
    @Test(arguments: [
        (#"{"title":"T"}"#, true), (#"{"title":"T","subtitle":"S"}"#, true), (#"{"subtitle":"S","title":"T"}"#, true),
        (#"{"title":"T\n","subtitle":"S","synonyms":["a"],"image":{"systemName":"c"}}"#, true), (#"{ "title":"T"}"#, true),
        (#"{"title":"T","image":{"systemName":"c","template":true}}"#, true), (#"{"title":"T","image":{"named":"n"}}"#, true),
        (#"{"title":"T","image":{"systemName":"c","systemName":"d"}}"#, false), (#"{"title":"T","subtitle":null}"#, true), (#"{"title":"T","image":null}"#, true),
        (#"{"title":"T","title":"U"}"#, false), (#"{"title":"T","subtitle":1}"#, false), (#"{"title":"T","image":{"size":1}}"#, true),
        (#"{"title":"T","extra":1}"#, true), (#"{"subtitle":"S"}"#, false),
    ])
    func displaysInAnyLayoutTheProtocolAllows(_ display: String, accepted: Bool) throws {
        let text = #"{"entities":[{"type":"T","id":"1","display":"# + display + "}]}"
        let eager = try? read(EntityQueryResponse.self, text)
        #expect((eager != nil) == accepted, "\(display)")
        // Right after properties, the display is checked, kept as text and read when asked for: the same answers.
        let afterProperties = #"{"entities":[{"type":"T","id":"1","properties":{"n":{"int":1}},"display":"# + display + "}]}"
        let lazy = try? read(EntityQueryResponse.self, afterProperties)
        #expect((lazy != nil) == accepted, "\(display)")
        if let eager, let lazy {
            #expect(lazy.entities[0].display == eager.entities[0].display, "\(display)")
            #expect(lazy.entities[0].properties == ["n": .int(1)])
        }
    }

    /// Errors say what is wrong and where, from the value being read down.
    @Test func errorsNameTheMemberPath() {
        #expect(problem(RunIntentRequest.self, #"{"intent":"I","parameters":{"title":{"string":3}}}"#) == #"at "parameters.title.string": expected a string, found a number"#)
        #expect(problem(RunIntentRequest.self, #"{"parameters":{}}"#) == #"missing required key "intent""#)
        #expect(
            problem(EntityQueryResponse.self, #"{"entities":[{"type":"T","id":"1"},{"type":"T","id":2}]}"#) == #"at "entities[1].id": expected a string, found a number"#)
        #expect(
            problem(EntityQueryResponse.self, #"{"entities":[{"type":"T","id":"1","properties":{"a":{"int":1.5}}}]}"#)
                == #"at "entities[0].properties.a.int": 1.5 is not a whole number, as Int requires"#)
        #expect(problem(EntityQueryResponse.self, #"{"entities":[],"entities":[]}"#) == #"at "entities": the member appears twice in its object"#)
        #expect(problem(EntityQueryRequest.self, #"{"entity":"E","query":{"kind":"nearby"}}"#)?.contains(#"unknown query kind "nearby"; expected one of "identifiers""#) == true)
        #expect(problem(EntityQueryRequest.self, #"{"entity":"E","query":{"kind":"all"},"page":{"cursor":"c"}}"#) == #"at "page": missing required key "limit""#)
        #expect(
            problem(RunIntentRequest.self, #"{"intent":"I","parameters":{"a":{"int":1,"double":2}}}"#)?.hasPrefix(#"at "parameters.a": a value must be null or an object with exactly one of the keys"#)
                == true)
        #expect(
            problem(RunIntentRequest.self, #"{"intent":"I","parameters":{"a":{"double":1e400}}}"#)
                == #"at "parameters.a.double": 1e400 is out of range for a Double, whose largest magnitude is 1.7976931348623157e+308"#)
        #expect(problem(RunIntentRequest.self, #"{"intent":"I","parameters":{}} x"#) == #"unexpected "x" (at byte 31) after the end of the value"#)
        #expect(problem(RunIntentRequest.self, #"{"intent":"I","parameters":{"s":{"string":"\ud800"}}}"#)?.hasPrefix(#"at "parameters.s.string": "#) == true)
        // A rarer value's payload, read through its `Codable` conformance: the path runs on into it.
        #expect(
            problem(RunIntentRequest.self, #"{"intent":"I","parameters":{"m":{"measurement":{"unit":"km"}}}}"#)?.hasPrefix(#"at "parameters.m.measurement"#) == true)
    }

    /// A string, number or list the fast primitives give up on partway is read again from its start, never from
    /// where they stopped (found by fuzzing: `"R\E"\/\//\/"` once read as the type name `////`).
    @Test(arguments: [
        #"{"entity":{"type":"R\E"\/\//\/","id":"1"}}"#, #"{"entity":{"type":"T","id":"1","properties":{"a":{"string":"x\q"\/"}}}}"#,
        #"{"int":12-3}"#, #"{"double":1.5e"1"}"#, #"{"array":["a","b\z"x"]}"#,
    ])
    func textAPrimitiveGaveUpOnIsRefusedNotMisread(_ text: String) {
        #expect(throws: JSONCodingError.self, "\(text)") { try IntentValue.read(from: Array(text.utf8)) }
        #expect(throws: JSONCodingError.self, "\(text)") {
            try EntityQueryResponse.read(from: Array(#"{"entities":[{"type":"T","id":"1","properties":{"v":"#.utf8) + Array(text.utf8) + Array("}}]}".utf8))
        }
    }

    /// A misspelt member is skipped like any unknown one, so what it was meant to carry must be missed loudly: a run
    /// request without `parameters` is refused, not run with none.
    @Test func aRunRequestWithoutItsParametersIsRefused() {
        #expect(problem(RunIntentRequest.self, #"{"intent":"I","parametrs":{"title":{"string":"x"}}}"#) == #"missing required key "parameters""#)
        #expect(problem(RunIntentRequest.self, #"{"intent":"I","parameters":null}"#) == #"at "parameters": expected an object, found null"#)
    }

    @Test func numbersJSONCannotHoldAreRefusedWithTheirPath() {
        #expect(throws: JSONCodingError.self) { try RunIntentRequest(intent: "I", parameters: ["x": .double(.nan)]).jsonBytes() }
        do {
            _ = try RunIntentResponse(value: .array([.int(1), .duration(.infinity)])).jsonBytes()
            Issue.record("an infinite duration was written")
        } catch {
            #expect(error.pathDescription == "value.array[1]")
        }
    }

    /// Thousands of damaged copies: the reader never crashes, and what it accepts it writes back as a value that
    /// reads the same.
    @Test func damagedTextIsReadOrRefusedNeverMisread() throws {
        let originals = try Self.responses.map { try $0.jsonBytes() } + Self.requests.map { try $0.jsonBytes() }
        var generator = SeededGenerator(seed: 0x1D_EA5)
        var accepted = 0
        var refused = 0
        for round in 0..<4_000 {
            let damaged = generator.damage(originals[round % originals.count], replacements: Array(#"{}[],:"\ 0123456789.-eEtfnulab"#.utf8) + [0x80, 0xC3, 0xFF, 0x00, 0x0A])
            if round % originals.count < Self.responses.count {
                guard let value = try? EntityQueryResponse.read(from: damaged) else {
                    refused += 1
                    continue
                }
                accepted += 1
                #expect(try EntityQueryResponse.read(from: value.jsonBytes()) == value, "\(String(decoding: damaged, as: UTF8.self))")
            } else {
                guard let value = try? RunIntentRequest.read(from: damaged) else {
                    refused += 1
                    continue
                }
                accepted += 1
                #expect(try RunIntentRequest.read(from: value.jsonBytes()) == value, "\(String(decoding: damaged, as: UTF8.self))")
            }
        }
        // Both outcomes happen: the comparisons above are not vacuous.
        #expect(accepted > 0 && refused > 0)
    }

    /// Values nested to the parser's limit and past it: an error past it, never a crash.
    @Test(arguments: [100, 254, 255, 256, 400])
    func deepNestingIsRefusedPastTheLimit(_ levels: Int) {
        let nested = String(repeating: #"{"array":["#, count: levels) + #"{"int":1}"# + String(repeating: "]}", count: levels)
        let text = #"{"entities":[{"type":"T","id":"1","properties":{"deep":"# + nested + "}}]}"
        let value = try? read(EntityQueryResponse.self, text)
        #expect((value != nil) == (levels < 254), "the depth limit is \(JSONParser.maximumDepth) arrays and objects")
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
        try roundTrip(response)
        let escaped = #"{"entities":[{"type":"EventEntity","id":"1"},{"type":"Event\u0045ntity","id":"2"},{"type":"EventEntity","id":"3"}]}"#
        #expect(try read(EntityQueryResponse.self, escaped).entities.map(\.typeIdentifier) == ["EventEntity", "EventEntity", "EventEntity"], "\\u0045 is E")
        // A name whose bytes are a known name's followed by more is that longer name, not the known one.
        let longer = #"{"entities":[{"type":"Event","id":"1"},{"type":"Event\"","id":"2"}]}"#
        #expect(try read(EntityQueryResponse.self, longer).entities.map(\.typeIdentifier) == ["Event", "Event\""])
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
        var generator = SeededGenerator(seed: 0xDA7E)
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

extension SeededGenerator {
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
