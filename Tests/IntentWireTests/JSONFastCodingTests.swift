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
}
