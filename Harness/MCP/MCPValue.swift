import Foundation
import IntentJSON
import IntentWire

/// Wire values as plain JSON, for MCP's `structuredContent` and resources: what an assistant reads without knowing
/// IntentKit's tagged encoding.
///
/// Text, numbers and Booleans are themselves; a date is RFC 3339 text in UTC with milliseconds; a URL its text; a
/// duration its seconds; an enum case its raw value; an entity `{"type", "id", "title", "properties"}`; a transient
/// entity `{"type", "properties"}`; a union case `{"case", "value"}`. The other structured values keep the
/// protocol's encoding of them.
enum MCPValue {
    static func plain(_ value: IntentValue) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(JSONNumber(number))
        case .double(let number), .duration(let number): return JSONNumber(number).map(JSONValue.number) ?? .string(String(number))
        case .string(let text): return .string(text)
        case .date(let date): return .string(rfc3339(date))
        case .url(let url): return .string(url.absoluteString)
        case .array(let values): return .array(values.map(plain))
        case .enumCase(let value): return .string(value.rawValue)
        case .entity(let entity):
            var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string(entity.typeIdentifier)), (key: "id", value: .string(entity.instanceIdentifier))]
            if let title = entity.display?.title { members.append((key: "title", value: .string(title))) }
            members.append((key: "properties", value: properties(entity.properties)))
            return .object(JSONObject(members))
        case .transientEntity(let entity):
            return .object(JSONObject([(key: "type", value: .string(entity.typeIdentifier)), (key: "properties", value: properties(entity.properties))]))
        case .union(let union):
            return .object(JSONObject([(key: "case", value: .string(union.caseName)), (key: "value", value: plain(union.value))]))
        default:
            // Measurements, currency amounts, files, date components, people and decimals: the protocol's own form.
            return (try? JSONValueEncoder.encode(value)) ?? .string(value.description)
        }
    }

    /// Properties sorted by name, each plain.
    private static func properties(_ properties: [String: IntentValue]) -> JSONValue {
        .object(JSONObject(properties.sorted { $0.key < $1.key }.map { (key: $0.key, value: plain($0.value)) }))
    }

    /// RFC 3339 in UTC with milliseconds: `2026-12-24T18:00:00.000Z`.
    static func rfc3339(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!))
    }
}
