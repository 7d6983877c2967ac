import Foundation
import Testing

@testable import IntentWire

/// The hand-written conversions of values produce and accept exactly what the `Codable` conformances do.
///
/// Serialized because it switches the fast paths off for the comparison.
@Suite(.serialized) struct JSONFastCodingTests {
    static let entity = EntityValue(
        typeIdentifier: "EventEntity", instanceIdentifier: "E1",
        properties: [
            "title": .string("Crew Lunch"), "start": .date(Date(timeIntervalSinceReferenceDate: 817_714_800.25)), "allDay": .bool(false),
            "count": .int(-3), "ratio": .double(0.1), "notes": .null, "link": .url(URL(string: "https://example.com/a?b=c")!),
            "length": .duration(5_400), "status": .enumCase(EnumValue(typeIdentifier: "EventStatus", rawValue: "confirmed")),
            "tags": .array([.string("a"), .int(1), .array([])]),
            "distance": .measurement(MeasurementValue(value: 5, unit: "km", dimension: "UnitLength")),
            "who": .transientEntity(TransientEntityValue(typeIdentifier: "AttendeeEntity", properties: ["name": .string("Vega")])),
        ],
        display: DisplayRepresentationValue(title: "Crew Lunch", subtitle: "Deck 4", image: DisplayImageValue(systemName: "calendar")),
        isReference: false, ownership: ["shared"])

    static let values: [IntentValue] = [
        .null, .bool(true), .int(Int.max), .int(Int.min), .double(-0.0), .double(1e-300), .string("é\n\"\\"), .date(Date(timeIntervalSinceReferenceDate: -1.5)),
        .entity(entity), .entity(EntityValue(typeIdentifier: "CalendarEntity", instanceIdentifier: "C", isReference: true)),
        .array([.entity(entity), .null]), .union(UnionValue(typeIdentifier: "EventLocation", caseName: "address", value: .string("Dock 9"))),
    ]

    private func withFastCoding<T>(_ enabled: Bool, _ body: () throws -> T) rethrows -> T {
        JSONFastCodingSwitch.isEnabled = enabled
        defer { JSONFastCodingSwitch.isEnabled = true }
        return try body()
    }

    @Test func encodingMatchesCodable() throws {
        for value in Self.values {
            let fast = try withFastCoding(true) { try JSONValueEncoder.encode(value) }
            let codable = try withFastCoding(false) { try JSONValueEncoder.encode(value) }
            #expect(fast == codable, "\(value)")
        }
    }

    @Test func decodingMatchesCodable() throws {
        for value in Self.values {
            let json = try JSONValueEncoder.encode(value)
            let fast = try withFastCoding(true) { try JSONValueDecoder.decode(IntentValue.self, from: json) }
            let codable = try withFastCoding(false) { try JSONValueDecoder.decode(IntentValue.self, from: json) }
            #expect(fast == codable && fast == value, "\(value)")
        }
    }

    @Test func displaysAndArraysMatchCodable() throws {
        let displays = [
            DisplayRepresentationValue(title: "A"),
            DisplayRepresentationValue(title: "B", subtitle: "s", synonyms: ["x", "y"], image: DisplayImageValue(url: "https://e.com/i.png", isTemplate: true)),
            DisplayRepresentationValue(title: "C", image: DisplayImageValue(dataByteCount: 2_048)),
            DisplayRepresentationValue(title: "D", image: DisplayImageValue(named: "Logo")),
        ]
        for display in displays {
            let fast = try withFastCoding(true) { try JSONValueEncoder.encode(display) }
            let codable = try withFastCoding(false) { try JSONValueEncoder.encode(display) }
            #expect(fast == codable, "\(display)")
            #expect(try withFastCoding(true) { try JSONValueDecoder.decode(DisplayRepresentationValue.self, from: fast) } == display)
        }
        let entities = [Self.entity, Self.entity]
        #expect(try withFastCoding(true) { try JSONValueEncoder.encode(entities) } == withFastCoding(false) { try JSONValueEncoder.encode(entities) })
        for text in [#"{"title":"T","image":{"template":"no"}}"#, #"{"title":1}"#, #"{"title":"T","synonyms":[1]}"#, #"{"title":"T","image":{"dataBytes":1.5}}"#] {
            let json = try JSONParser.parse(Array(text.utf8))
            let fast = Result { try withFastCoding(true) { try JSONValueDecoder.decode(DisplayRepresentationValue.self, from: json) } }
            let codable = Result { try withFastCoding(false) { try JSONValueDecoder.decode(DisplayRepresentationValue.self, from: json) } }
            switch (fast, codable) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
            case (.failure(let a), .failure(let b)): #expect(DecodingErrorDescription.describe(a) == DecodingErrorDescription.describe(b), "\(text)")
            default: Issue.record("\(text): fast \(fast), Codable \(codable)")
            }
        }
    }

    @Test(arguments: [
        #"{"int":3.5}"#, #"{"int":"3"}"#, #"{"date":"2026-11-29T13:40:00Z"}"#, #"{"date":"soon"}"#, #"{"double":1e400}"#, #"{"entity":{"type":"E"}}"#,
        #"{"entity":{"type":"E","id":"1","properties":{"x":{"int":1,"string":"a"}}}}"#, #"{"entity":{"type":"E","id":"1","reference":"yes"}}"#,
        #"{"enum":{"type":"S"}}"#, #"{"bool":1}"#, #"{"array":[{"nope":1}]}"#, #"{}"#, #"[1]"#, #"{"entity":{"type":"E","id":"1","ownership":[1]}}"#,
    ])
    func unusualOrMalformedInputReadsAsCodableReadsIt(_ text: String) throws {
        let json = try JSONParser.parse(Array(text.utf8))
        let fast = Result { try withFastCoding(true) { try JSONValueDecoder.decode(IntentValue.self, from: json) } }
        let codable = Result { try withFastCoding(false) { try JSONValueDecoder.decode(IntentValue.self, from: json) } }
        switch (fast, codable) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
        case (.failure(let a), .failure(let b)): #expect(DecodingErrorDescription.describe(a) == DecodingErrorDescription.describe(b), "\(text)")
        default: Issue.record("\(text): fast \(fast), Codable \(codable)")
        }
    }

    /// Encodes with and without the hand-written paths, and decodes the result both ways.
    private func expectSameAsCodable<Envelope: Codable & Equatable>(_ envelope: Envelope, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fast = try withFastCoding(true) { try JSONValueEncoder.encode(envelope) }
        let codable = try withFastCoding(false) { try JSONValueEncoder.encode(envelope) }
        #expect(fast == codable, "\(envelope)", sourceLocation: sourceLocation)
        let decodedFast = try withFastCoding(true) { try JSONValueDecoder.decode(Envelope.self, from: codable) }
        let decodedCodable = try withFastCoding(false) { try JSONValueDecoder.decode(Envelope.self, from: codable) }
        #expect(decodedFast == decodedCodable && decodedFast == envelope, "\(envelope)", sourceLocation: sourceLocation)
    }

    @Test func envelopesMatchCodable() throws {
        try expectSameAsCodable(RunIntentRequest(intent: "CreateEventIntent", parameters: ["title": .string("A"), "notes": .null, "when": .date(Date(timeIntervalSinceReferenceDate: 1.25))]))
        try expectSameAsCodable(RunIntentRequest(intent: "CountEventsIntent", parameters: [:]))
        try expectSameAsCodable(RunIntentResponse(value: .int(3), dialog: DialogValue(full: "3 events.", supporting: "3")))
        try expectSameAsCodable(RunIntentResponse(value: .null))
        try expectSameAsCodable(RunIntentResponse(value: nil, opensIntent: RunIntentRequest(intent: "OpenEventIntent", parameters: ["event": .entity(Self.entity)])))
        try expectSameAsCodable(EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .identifiers, identifiers: ["a", "b"]), page: PageRequest(limit: 10, cursor: "c")))
        try expectSameAsCodable(EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .string, string: "lunch")))
        try expectSameAsCodable(EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(comparisons: [], sort: [], limit: 3)))
        try expectSameAsCodable(SearchRequest(entity: "EventEntity", query: "nebula", page: PageRequest(limit: 5)))
        try expectSameAsCodable(SearchRequest(entity: "EventEntity", query: nil))
        try expectSameAsCodable(EntityQueryResponse(entities: [Self.entity, Self.entity], page: PageInfo(total: 9, nextCursor: "2")))
        try expectSameAsCodable(EntityQueryResponse(entities: [], page: PageInfo(total: 0, nextCursor: nil)))
    }

    @Test(arguments: [
        #"{"intent":"I"}"#, #"{"intent":1,"parameters":{}}"#, #"{"intent":"I","parameters":{"x":{"int":"1"}}}"#, #"{"intent":"I","parameters":[]}"#,
    ])
    func malformedRunRequestsReadAsCodableReadsThem(_ text: String) throws {
        try expectSameOutcome(RunIntentRequest.self, text)
    }

    @Test(arguments: [
        #"{"entity":"E","query":{"kind":"sometimes"}}"#, #"{"entity":"E","query":{"kind":"string","string":3}}"#, #"{"entity":"E","query":{"kind":"all"},"page":{"limit":"2"}}"#,
        #"{"entity":"E","query":{"kind":"identifiers","identifiers":["a",1]}}"#, #"{"entity":"E","query":{"kind":"all"},"page":{"limit":2,"cursor":7}}"#,
        #"{"entity":"E","query":{"kind":"all","extra":true}}"#,
    ])
    func malformedQueriesReadAsCodableReadsThem(_ text: String) throws {
        try expectSameOutcome(EntityQueryRequest.self, text)
    }

    private func expectSameOutcome<Envelope: Decodable & Equatable>(_ type: Envelope.Type, _ text: String) throws {
        let json = try JSONParser.parse(Array(text.utf8))
        let fast = Result { try withFastCoding(true) { try JSONValueDecoder.decode(Envelope.self, from: json) } }
        let codable = Result { try withFastCoding(false) { try JSONValueDecoder.decode(Envelope.self, from: json) } }
        switch (fast, codable) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
        case (.failure(let a), .failure(let b)): #expect(DecodingErrorDescription.describe(a) == DecodingErrorDescription.describe(b), "\(text)")
        default: Issue.record("\(text): fast \(fast), Codable \(codable)")
        }
    }

    @Test func directlyWrittenResultsMatchTheTreeByteForByte() throws {
        let simple = EntityValue(
            typeIdentifier: "EventEntity", instanceIdentifier: "E\"2",
            properties: [
                "title": .string("Crew \\ Lunch\n"), "start": .date(Date(timeIntervalSinceReferenceDate: 817_714_800.25)), "allDay": .bool(true),
                "count": .int(-3), "ratio": .double(0.1), "notes": .null, "link": .url(URL(string: "https://example.com/a?b=c")!), "length": .duration(5_400),
                "status": .enumCase(EnumValue(typeIdentifier: "EventStatus", rawValue: "confirmed")), "tags": .array([.string("a"), .int(1), .array([])]),
                "calendar": .entity(EntityValue(typeIdentifier: "CalendarEntity", instanceIdentifier: "C", isReference: true)),
            ],
            display: DisplayRepresentationValue(title: "Crew Lunch", subtitle: "Deck 4", synonyms: ["Lunch"], image: DisplayImageValue(systemName: "calendar")),
            isReference: false, ownership: ["shared", "owner"])
        let plain = EntityValue(
            typeIdentifier: "PlaceEntity", instanceIdentifier: "P", display: DisplayRepresentationValue(title: "Dock", image: DisplayImageValue(url: "u", dataByteCount: 3, isTemplate: true)))
        let responses = [
            EntityQueryResponse(entities: [simple, plain], page: PageInfo(total: 9, nextCursor: "c2")),
            EntityQueryResponse(entities: [plain], page: PageInfo(total: 1, nextCursor: nil)),
            EntityQueryResponse(entities: []),
        ]
        for response in responses {
            var writer = JSONWriter()
            let wrote = response.writeJSON(to: &writer)
            #expect(wrote, "\(response)")
            let tree = try withFastCoding(false) { try JSONValueEncoder.encode(response) }
            #expect(writer.bytes == JSONWriter.compact(tree), "\(String(decoding: writer.bytes, as: UTF8.self))")
        }
        // A value the hand-written tree leaves to Codable is written from the tree Codable makes of that value alone.
        var writer = JSONWriter()
        let withCodableValues = EntityQueryResponse(entities: [Self.entity])
        let wroteCodableOnly = withCodableValues.writeJSON(to: &writer)
        #expect(wroteCodableOnly)
        let codableTree = try withFastCoding(false) { try JSONValueEncoder.encode(withCodableValues) }
        #expect(JSONWriter.pretty(try JSONParser.parse(writer.bytes)) == JSONWriter.pretty(codableTree))
        var nonFinite = JSONWriter()
        let wroteNonFinite = EntityQueryResponse(entities: [EntityValue(typeIdentifier: "T", instanceIdentifier: "1", properties: ["x": .double(.infinity)])]).writeJSON(to: &nonFinite)
        #expect(!wroteNonFinite)
    }

    @Test func entitiesWrittenAheadAreSentAsWritten() throws {
        let entities = [Self.entity, EntityValue(typeIdentifier: "PlaceEntity", instanceIdentifier: "P", display: DisplayRepresentationValue(title: "Dock"))]
        var joined = JSONWriter()
        for (position, entity) in entities.enumerated() {
            if position > 0 { joined.writeRaw(",") }
            let wrote = entity.writeJSON(to: &joined)
            #expect(wrote)
        }
        let page = PageInfo(total: 5, nextCursor: "next")
        let written = EntityQueryResponse(encodedEntities: EncodedEntities(json: joined.bytes, count: 2), page: page)
        let built = EntityQueryResponse(entities: entities, page: page)
        var writtenText = JSONWriter()
        var builtText = JSONWriter()
        let wroteWritten = written.writeJSON(to: &writtenText)
        let wroteBuilt = built.writeJSON(to: &builtText)
        #expect(wroteWritten && wroteBuilt)
        #expect(writtenText.bytes == builtText.bytes)
        // Written in runs apart (a large page's halves), they are sent as one list.
        var first = JSONWriter()
        var second = JSONWriter()
        let wroteRuns = entities[0].writeJSON(to: &first) && entities[1].writeJSON(to: &second)
        #expect(wroteRuns)
        let runs = EncodedEntities(runs: [first.bytes, second.bytes], count: 2)
        #expect(runs.json == joined.bytes && runs.byteCount == joined.count)
        // However the text was split, the same entities are equal and hash alike.
        let oneRun = EncodedEntities(json: joined.bytes, count: 2)
        #expect(runs == oneRun && runs.hashValue == oneRun.hashValue)
        #expect(runs != EncodedEntities(runs: [second.bytes, first.bytes], count: 2))
        var runsText = JSONWriter()
        let wroteFromRuns = EntityQueryResponse(encodedEntities: runs, page: page).writeJSON(to: &runsText)
        #expect(wroteFromRuns)
        #expect(runsText.bytes == builtText.bytes)
        // The tree paths (fast coding off, or a client encoding it) read the written entities back.
        for fast in [true, false] {
            let tree = try withFastCoding(fast) { try JSONValueEncoder.encode(written) }
            #expect(JSONWriter.pretty(tree) == JSONWriter.pretty(try JSONParser.parse(builtText.bytes)), "fast coding \(fast)")
        }
        #expect(try JSONValueDecoder.decode(EntityQueryResponse.self, from: JSONParser.parse(writtenText.bytes)) == built)
    }

    @Test func everyHandConvertedTypeIsListedForTheCoders() throws {
        // The coders ask the runtime about listed types only: a conformance added without a listing would
        // silently lose its fast path. (Arrays conform when their elements do, and are listed by element.)
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/IntentWire/JSON").standardized
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("extension ") && line.hasSuffix(": JSONFastCoding {") && !line.contains(" where ") {
                declared.insert(String(line.dropFirst("extension ".count).prefix { $0 != ":" }))
            }
        }
        #expect(declared.count >= 9, "found the conformances: \(declared.sorted())")
        let listed = Set(JSONFastCodingTypes.types.map { _typeName($0, qualified: false) })
        #expect(declared.subtracting(listed).isEmpty, "conforming but not listed: \(declared.subtracting(listed).sorted())")
        for type in JSONFastCodingTypes.types {
            #expect(type is any JSONFastCoding.Type, "listed but not conforming: \(type)")
        }
    }
}
