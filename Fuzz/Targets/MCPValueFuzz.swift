import Foundation
import IntentJSON

/// `harness mcp`'s value writer (`MCPValue.write`), which writes a tool result's JSON straight to text.
///
/// Oracle: for every value the wire reader reads from the input, the text written is JSON, and it is what the
/// general path gives: the value built as a tree of `JSONValue`s (as the writer did before it wrote text) and read
/// back the same.
enum MCPValueFuzz {
    static func check(_ input: [UInt8]) {
        let (read, readEnd): (IntentValue?, Int) = input.withUnsafeBufferPointer { buffer in
            var reader = JSONParser(bytes: buffer)
            return (try? IntentValue(json: &reader), reader.index)
        }
        guard let read, readEnd == input.count else { return }
        let text = MCPValue.json(read)
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(text)
        } catch {
            oracleFailed("mcp-value", "\(read) was written as text that is not JSON (\(error)): \(String(decoding: text, as: UTF8.self))", input)
        }
        let expected = tree(read)
        if parsed != expected {
            oracleFailed("mcp-value", "\(read) was written as \(String(decoding: text, as: UTF8.self)), not \(String(decoding: JSONWriter.compact(expected), as: UTF8.self))", input)
        }
    }

    /// The value's plain JSON built as a tree.
    static func tree(_ value: IntentValue) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(JSONNumber(number))
        case .double(let number), .duration(let number): return JSONNumber(number).map(JSONValue.number) ?? .string(String(number))
        case .string(let text): return .string(text)
        case .date(let date): return .string(MCPValue.rfc3339(date))
        case .url(let url): return .string(url.absoluteString)
        case .array(let values): return .array(values.map(tree))
        case .enumCase(let value): return .string(value.rawValue)
        case .entity(let entity):
            var members: [(key: String, value: JSONValue)] = [(key: "type", value: .string(entity.typeIdentifier)), (key: "id", value: .string(entity.instanceIdentifier))]
            if let title = entity.display?.title { members.append((key: "title", value: .string(title))) }
            members.append((key: "properties", value: properties(entity.properties)))
            return .object(JSONObject(members))
        case .transientEntity(let entity):
            return .object(JSONObject([(key: "type", value: .string(entity.typeIdentifier)), (key: "properties", value: properties(entity.properties))]))
        case .union(let union):
            return .object(JSONObject([(key: "case", value: .string(union.caseName)), (key: "value", value: tree(union.value))]))
        default:
            return (try? JSONValueEncoder.encode(value)) ?? .string(value.description)
        }
    }

    static func properties(_ properties: [String: IntentValue]) -> JSONValue {
        .object(JSONObject(properties.sorted { $0.key < $1.key }.map { (key: $0.key, value: tree($0.value)) }))
    }
}
