import Foundation
import IntentJSON
import IntentKitTestSupport
import IntentWire
import Testing

@testable import harness

/// `harness mcp` writes values straight to JSON text; these check that text against values built as trees by a
/// plain reference, for random values of every kind, and that it is always JSON.
@Suite struct MCPValueTests {
    @Test func randomValuesWriteWhatTheReferenceBuilds() throws {
        var random = SeededGenerator(seed: 0x4D43_5056)
        for round in 0..<3_000 {
            let value = Self.randomValue(&random, depth: 0)
            let text = MCPValue.json(value)
            let parsed: JSONValue
            do {
                parsed = try JSONParser.parse(text)
            } catch {
                Issue.record("round \(round): \(value) wrote text that is not JSON: \(String(decoding: text, as: UTF8.self)): \(error)")
                continue
            }
            #expect(parsed == Self.reference(value), "round \(round): \(value)")
        }
    }

    @Test func toolResultCarriesTheSameJSONAsTextAndAsStructuredContent() throws {
        let entity = EntityValue(
            typeIdentifier: "EventEntity", instanceIdentifier: "e/1", properties: ["title": .string("Line\n\"quoted\" \u{1}"), "count": .int(-3)],
            display: DisplayRepresentationValue(title: "Café ☄️"))
        let response = RunIntentResponse(value: .entity(entity), dialog: DialogValue(full: "Made \"it\"."))
        let result = try #require(try JSONParser.parse(MCPServer.toolResult(response).json).object)
        let structured = try #require(result["structuredContent"])
        let content = try #require(result["content"]?.array?.first?.object)
        let text = try #require(content["text"]?.string)
        #expect(try JSONParser.parse(Array(text.utf8)) == structured)
        #expect(structured.object?["dialog"] == .string("Made \"it\"."))
        #expect(structured.object?["value"] == Self.reference(.entity(entity)))
        #expect(result["isError"] == .bool(false))
    }

    @Test func aResultWithoutValueOrDialogIsAnEmptyObject() throws {
        let result = try #require(try JSONParser.parse(MCPServer.toolResult(RunIntentResponse(value: nil, dialog: nil)).json).object)
        #expect(result["structuredContent"] == .object(JSONObject()))
        #expect(result["content"]?.array?.first?.object?["text"] == .string("{}"))
    }

    // MARK: - The reference: trees, built plainly

    static func reference(_ value: IntentValue) -> JSONValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .number(JSONNumber(number))
        case .double(let number), .duration(let number): JSONNumber(number).map(JSONValue.number) ?? .string(String(number))
        case .string(let text): .string(text)
        case .date(let date): .string(MCPValue.rfc3339(date))
        case .url(let url): .string(url.absoluteString)
        case .array(let values): .array(values.map(reference))
        case .enumCase(let value): .string(value.rawValue)
        case .entity(let entity):
            .object(
                JSONObject(
                    [(key: "type", value: .string(entity.typeIdentifier)), (key: "id", value: .string(entity.instanceIdentifier))]
                        + (entity.display.map { [(key: "title", value: JSONValue.string($0.title))] } ?? [])
                        + [(key: "properties", value: properties(entity.properties))]))
        case .transientEntity(let entity):
            .object(JSONObject([(key: "type", value: .string(entity.typeIdentifier)), (key: "properties", value: properties(entity.properties))]))
        case .union(let union): .object(JSONObject([(key: "case", value: .string(union.caseName)), (key: "value", value: reference(union.value))]))
        default: (try? JSONValueEncoder.encode(value)) ?? .string(value.description)
        }
    }

    static func properties(_ properties: [String: IntentValue]) -> JSONValue {
        .object(JSONObject(properties.sorted { $0.key < $1.key }.map { (key: $0.key, value: reference($0.value)) }))
    }

    // MARK: - Random values

    static func randomValue(_ random: inout SeededGenerator, depth: Int) -> IntentValue {
        let kinds = depth > 2 ? 9 : 14
        switch random.next() % UInt64(kinds) {
        case 0: return .null
        case 1: return .bool(random.next() & 1 == 0)
        case 2: return .int([Int.min, Int.max, 0, -1, Int(truncatingIfNeeded: random.next())][Int(random.next() % 5)])
        case 3: return .double(randomDouble(&random))
        case 4: return .duration(randomDouble(&random))
        case 5: return .string(randomText(&random))
        case 6: return .date(Date(timeIntervalSinceReferenceDate: Double(Int64(truncatingIfNeeded: random.next()) % 4_000_000_000) / 7))
        case 7: return .url(URL(string: "https://example.com/\(random.next() % 1000)?q=a%20b")!)
        case 8: return .enumCase(EnumValue(typeIdentifier: "Color", rawValue: randomText(&random)))
        case 9: return .array((0..<Int(random.next() % 4)).map { _ in randomValue(&random, depth: depth + 1) })
        case 10:
            return .entity(
                EntityValue(
                    typeIdentifier: "EventEntity", instanceIdentifier: randomText(&random), properties: randomProperties(&random, depth: depth),
                    display: random.next() & 1 == 0 ? nil : DisplayRepresentationValue(title: randomText(&random))))
        case 11: return .transientEntity(TransientEntityValue(typeIdentifier: "Summary", properties: randomProperties(&random, depth: depth)))
        case 12: return .union(UnionValue(typeIdentifier: "Target", caseName: randomText(&random), value: randomValue(&random, depth: depth + 1)))
        default: return .measurement(MeasurementValue(value: randomDouble(&random), unit: "m", dimension: "length"))
        }
    }

    static func randomProperties(_ random: inout SeededGenerator, depth: Int) -> [String: IntentValue] {
        var properties: [String: IntentValue] = [:]
        for _ in 0..<Int(random.next() % 4) { properties[randomText(&random)] = randomValue(&random, depth: depth + 1) }
        return properties
    }

    static func randomDouble(_ random: inout SeededGenerator) -> Double {
        switch random.next() % 6 {
        case 0: return Double(bitPattern: random.next())  // any bits: NaN, infinities, subnormals
        case 1: return Double(Int64(truncatingIfNeeded: random.next()) % 100_000) / 100  // hundredths
        case 2: return [Double.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude][Int(random.next() % 7)]
        case 3: return Double(Int64(truncatingIfNeeded: random.next()) % (1 << 41)) / 100  // around the hundredths limit
        default: return Double(random.next() % 1_000_000) / 1000
        }
    }

    static func randomText(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "☄️", "\u{2028}", "/", "{", "0"]
        return (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
}
