import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentWire

/// Entities read from a reply keep their properties as text until asked, and nothing about them changes for it.
@Suite struct EncodedPropertyValuesTests {
    private static let reply = EntityQueryResponse(entities: [WireCodingTests.event, WireCodingTests.place])

    private func read(_ bytes: [UInt8]) -> EntityQueryResponse? {
        try? EntityQueryResponse.read(from: bytes)
    }

    private func replyText() throws -> [UInt8] {
        try Self.reply.jsonBytes()
    }

    @Test func propertiesStayTextUntilAskedFor() throws {
        let entities = try #require(read(try replyText())).entities
        #expect(entities[0].holdsPropertiesAsText)
        // An entity without properties has nothing to hold.
        #expect(!entities[1].holdsPropertiesAsText)
        #expect(entities[0].holdsDisplayAsText)
        #expect(entities[0].display?.title == "Crew Lunch")
        #expect(!entities[0].holdsDisplayAsText)
        #expect(entities[0].holdsPropertiesAsText, "reading the display leaves the properties as text")
        #expect(entities[0].properties == WireCodingTests.event.properties)
        #expect(entities == Self.reply.entities)
    }

    /// One property is read from the text alone, as the whole reader reads it, and the rest stay text.
    @Test func onePropertyIsReadAloneAsTheReaderReadsIt() throws {
        let entity = try #require(read(try replyText())).entities[0]
        for (name, value) in WireCodingTests.event.properties {
            #expect(entity.property(named: name) == value, "\(name)")
        }
        #expect(entity.property(named: "nope") == nil)
        #expect(entity.property(named: "") == nil)
        #expect(entity.holdsPropertiesAsText, "reading one property leaves them all as text")
        _ = entity.properties
        #expect(entity.property(named: "title") == WireCodingTests.event.properties["title"], "and once read, from the values")
        // Values whose text holds the delimiters the skip counts: quotes, escapes, braces and brackets in strings.
        let tricky: [String: IntentValue] = [
            "a": .string(#"}"],\"{["#), "b": .array([.int(-12), .double(1.5e-7), .null, .bool(false)]), "c": .string("last"),
            "d": .entity(WireCodingTests.event), "e": .null,
        ]
        let text = try EntityValue(typeIdentifier: "T", instanceIdentifier: "1", properties: tricky, display: nil).jsonBytes()
        let trickyEntity = try EntityValue.read(from: text)
        #expect(trickyEntity.holdsPropertiesAsText)
        for (name, value) in tricky {
            #expect(trickyEntity.property(named: name) == value, "\(name)")
        }
    }

    @Test func equalAndHashedAlikeWhetherTextOrValues() throws {
        let lazy = try #require(read(try replyText())).entities[0]
        let eager = WireCodingTests.event
        #expect(lazy == eager)
        #expect(Set([lazy, eager]).count == 1)
        var changed = lazy
        changed.properties["title"] = .string("Moved")
        #expect(changed != eager)
        #expect(changed.properties["title"] == .string("Moved"))
        #expect(changed.properties["allDay"] == .bool(true))
        #expect(lazy.properties["title"] == eager.properties["title"], "a changed copy leaves the original alone")
    }

    @Test func manyReadersOfOneEntityAllSeeTheSameValues() async throws {
        let entity = try #require(read(try replyText())).entities[0]
        let results = await withTaskGroup(of: [String: IntentValue].self) { group in
            for _ in 0..<32 { group.addTask { entity.properties } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 32)
        #expect(results.allSatisfy { $0 == WireCodingTests.event.properties })
    }

    /// The check made when a reply arrives accepts exactly the text the reader later reads, and stops at the same
    /// byte: otherwise properties kept as text could fail to read when asked for.
    @Test func checkingAgreesWithReadingOnDamagedText() throws {
        var writer = JSONWriter()
        var first = true
        var properties = WireCodingTests.event.properties
        // A nested entity with every part of a display representation, each of which the check must judge as the reader does.
        var display = try #require(WireCodingTests.place.display)
        display.subtitle = "Ring \u{E9}"
        display.synonyms = ["Pier", "Berth"]
        properties["place"] = .entity(
            EntityValue(typeIdentifier: "PlaceEntity", instanceIdentifier: "P", properties: ["n": .int(3)], display: display, ownership: ["shared"]))
        // The same entity again, as every event of a page carries its calendar: checked once, then matched byte for byte.
        properties["venue"] = properties["place"]
        for (name, value) in properties.sorted(by: { $0.key < $1.key }) {
            try writer.writeMember(name, value, first: &first)
        }
        let original = Array("{".utf8) + writer.bytes + Array("}".utf8)
        var generator = SeededGenerator(seed: 0x5EED_7E47)
        let replacements = Array(#"{}[],:"\ 0123456789.-eEtfnulab"#.utf8) + [0x80, 0xC3, 0xA9, 0xFF, 0x00, 0x0A]
        var accepted = 0
        var compactAccepted = 0
        for turn in 0..<10_000 {
            let damaged = turn == 0 ? original : generator.damage(original, replacements: replacements)
            let (compact, compactEnd, readValues, readEnd) = damaged.withUnsafeBufferPointer { buffer in
                var compactChecker = JSONParser(bytes: buffer)
                let compactCount = compactChecker.skipCompactPropertyValues()
                var reader = JSONParser(bytes: buffer)
                let values = try? EntityValue.readPropertyValues(&reader)
                return (compactCount, compactChecker.index, values, reader.index)
            }
            let text = String(decoding: damaged, as: UTF8.self)
            if turn == 0 { #expect(compact != nil, "the check takes the text the app writes") }
            if readValues != nil { accepted += 1 }
            // The check gives up on what it does not know, but never accepts what the reader refuses, and ends where it ends.
            if let compact {
                #expect(compact == readValues?.count, "\(text)")
                #expect(compactEnd == readEnd, "\(text)")
                compactAccepted += 1
            }
        }
        #expect(accepted > 1, "some damage leaves valid text: the comparison above is not vacuous")
        #expect(compactAccepted > 1)
    }
}

/// Each part of the shape, given right and given wrong: the check takes the app's layout, and what it takes the reader
/// reads, ending where it ends.
@Suite struct PropertyCheckingCases {
    private static func entity(_ members: String) -> String { #"{"e":{"entity":{"type":"T","id":"1","# + members + "}}}" }
    private static func image(_ members: String) -> String { entity(#""display":{"title":"t","image":{"# + members + "}}") }
    private static let nested = #"{"entity":{"type":"C","id":"9","properties":{"t":{"string":"Deep Space"}},"display":{"title":"Deep Space"}}}"#
    /// ``nested`` with `members` added after its display.
    private static func nestedWith(_ members: String) -> String { String(nested.dropLast(2)) + members + "}}" }

    @Test(arguments: [
        (#"{"a":{"string":"x"},"b":null,"c":{"int":-3},"d":{"bool":false},"e":{"array":[null,{"date":1.5}]}}"#, true),
        (#"{"a":{"duration":2},"b":{"double":-0.5},"c":{"enum":{"type":"E","case":"x"}}}"#, true),
        // Layouts the app does not write are left to the reader, which reads them at once.
        (#"{"a":{"duration":2},"b":{"double":-0.5},"c":{"enum":{"case":"x","type":"E"}}}"#, false),
        (#"{}"#, true), (#"{"a":{}}"#, false), (#"{"a":1}"#, false), (#"{"a":"x"}"#, false), (#"{"a":[]}"#, false),
        (#"{"a":{"int":1e3}}"#, false), (#"{"a":{"int":-0}}"#, true), (#"{"a":{"int":0}}"#, true), (#"{"a":{"int":00}}"#, false),
        (#"{"a":{"int":-}}"#, false), (#"{"a":{"int":123456789012345678}}"#, true), (#"{"a":{"int":-9223372036854775808}}"#, true),
        (#"{"a":{"int":9223372036854775807}}"#, true), (#"{"a":{"int":1.0}}"#, false), (#"{"a":{"int":12x}}"#, false), (#"{"a":{"int":9223372036854775808}}"#, false), (#"{"a":{"int":"1"}}"#, false),
        (#"{"a":{"double":"1"}}"#, false), (#"{"a":{"date":null}}"#, false), (#"{"a":{"bool":1}}"#, false), (#"{"a":{"string":1}}"#, false),
        (#"{"a":{"strin":"x"}}"#, false), (#"{"a":{"string":"x","int":1}}"#, false), (#"{"a":{"array":[1]}}"#, false),
        (#"{"a":{"enum":{"type":"E"}}}"#, false), (#"{"a":{"enum":{"type":"E","case":1}}}"#, false),
        (#"{"a":{"enum":{"type":"E","type":"F","case":"x"}}}"#, false), (#"{"a":{"measurement":{"value":1}}}"#, false),
        (#"{"a\u0062":null}"#, false), (#"{"a":null,"a":null}"#, false), ("{\"a\":{\"string\":\"\u{E9}\"}}", true),
        (entity(#""properties":{"n":{"int":1}}"#), true), (entity(#""properties":null"#), false), (entity(#""properties":[]"#), false),
        (entity(#""reference":true,"ownership":["shared"]"#), true), (entity(#""reference":null,"ownership":null,"display":null"#), false),
        (entity(#""reference":"yes""#), false), (entity(#""ownership":[1]"#), false), (entity(#""ownership":"shared""#), false),
        (entity(#""extra":1"#), false), (entity(#""id":"2""#), false), (#"{"e":{"entity":{"type":"T"}}}"#, false),
        (#"{"e":{"entity":{"id":"1","type":2}}}"#, false),
        (entity(#""display":{"title":"t","subtitle":"s","synonyms":["a","b"]}"#), true), (entity(#""display":{"subtitle":"s"}"#), false),
        (entity(#""display":{"title":null}"#), false), (entity(#""display":{"title":"t","subtitle":1}"#), false),
        (entity(#""display":{"title":"t","synonyms":[1]}"#), false), (entity(#""display":{"title":"t","synonyms":"a"}"#), false),
        (entity(#""display":{"title":"t","title":"u"}"#), false), (entity(#""display":{"title":"t","other":1}"#), false),
        (image(#""systemName":"s","named":"n","url":"u","dataBytes":3,"template":true"#), true),
        (image(#""systemName":null,"named":null,"url":null,"dataBytes":null,"template":null"#), false),
        (image(#""template":"x""#), false), (image(#""dataBytes":"3""#), false), (image(#""dataBytes":1.5"#), false),
        (image(#""systemName":1"#), false), (image(#""url":true"#), false), (image(#""named":"a","named":"b""#), false), (image(#""size":1"#), false),
        // An entity nested again, byte for byte: taken as checked; with anything after its text, or deeper, checked again.
        (#"{"a":\#(nested),"b":\#(nested)}"#, true), (#"{"a":\#(nested),"b":{"array":[\#(nested),\#(nested)]}}"#, true),
        (#"{"a":\#(nested),"b":\#(nested.dropLast()),"x":1}}"#, false), (#"{"a":\#(nested),"b":\#(nestedWith(#","ownership":["x"]"#))}"#, true),
        (#"{"a":\#(nested),"b":\#(nestedWith(#","id":"2""#))}"#, false), (#"{"a":\#(nestedWith(#","ownership":["x"]"#)),"b":\#(nested)}"#, true),
    ])
    func checkAndReaderAgree(_ text: String, accepted: Bool) {
        let (checked, checkedEnd, read, readEnd) = Array(text.utf8).withUnsafeBufferPointer { buffer in
            var checker = JSONParser(bytes: buffer)
            var reader = JSONParser(bytes: buffer)
            return (checker.skipCompactPropertyValues(), checker.index, try? EntityValue.readPropertyValues(&reader), reader.index)
        }
        #expect((checked != nil) == accepted, "\(text)")
        // What the check takes, the reader reads, ending where it ends (it takes more besides: other layouts, other tags).
        if accepted {
            #expect(read?.count == checked, "\(text)")
            #expect(readEnd == checkedEnd, "\(text)")
        }
    }
}
