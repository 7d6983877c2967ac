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
///
/// Values are written straight to JSON text: a tool call's result is written once, with no tree of it built.
enum MCPValue {
    /// Writes a value's plain JSON.
    static func write(_ value: IntentValue, to writer: inout JSONWriter) {
        switch value {
        case .null: writer.writeRaw("null")
        case .bool(let flag): flag ? writer.writeRaw("true") : writer.writeRaw("false")
        case .int(let number): writer.writeRaw(String(number).utf8)
        case .double(let number), .duration(let number):
            // A number JSON cannot hold (NaN, an infinity) is its Swift text, as a string.
            do throws(JSONCodingError) { try writer.writeNumber(number) } catch { writer.writeString(String(number)) }
        case .string(let text): writer.writeString(text)
        case .date(let date): writer.writeString(rfc3339(date))
        case .url(let url): writer.writeString(url.absoluteString)
        case .array(let values):
            writer.writeRaw("[")
            for (position, element) in values.enumerated() {
                if position > 0 { writer.writeRaw(",") }
                write(element, to: &writer)
            }
            writer.writeRaw("]")
        case .enumCase(let value): writer.writeString(value.rawValue)
        case .entity(let entity):
            writeEntity(type: entity.typeIdentifier, id: entity.instanceIdentifier, title: entity.display?.title, properties: entity.properties, to: &writer)
        case .transientEntity(let entity):
            writeEntity(type: entity.typeIdentifier, id: nil, title: nil, properties: entity.properties, to: &writer)
        case .union(let union):
            writer.writeRaw(#"{"case":"#)
            writer.writeString(union.caseName)
            writer.writeRaw(#","value":"#)
            write(union.value, to: &writer)
            writer.writeRaw("}")
        default:
            // Measurements, currency amounts, files, date components, people and decimals: the protocol's own form.
            if let encoded = try? JSONValueEncoder.encode(value) { writer.write(encoded) } else { writer.writeString(value.description) }
        }
    }

    /// A value's plain JSON text.
    static func json(_ value: IntentValue) -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        write(value, to: &writer)
        return writer.bytes
    }

    /// A value's plain JSON as a tree, for the few places that build one around it (a parameter's default in a
    /// schema): the text ``write(_:to:)`` gives, read back.
    static func plain(_ value: IntentValue) -> JSONValue {
        (try? JSONParser.parse(json(value))) ?? .string(value.description)
    }

    /// An entity, `{"type", "id", "title", "properties"}`, or a transient one, `{"type", "properties"}`.
    private static func writeEntity(type: String, id: String?, title: String?, properties: [String: IntentValue], to writer: inout JSONWriter) {
        writer.writeRaw(#"{"type":"#)
        writer.writeString(type)
        if let id {
            writer.writeRaw(#","id":"#)
            writer.writeString(id)
        }
        if let title {
            writer.writeRaw(#","title":"#)
            writer.writeString(title)
        }
        writer.writeRaw(#","properties":"#)
        write(properties, to: &writer)
        writer.writeRaw("}")
    }

    /// Properties sorted by name, each plain.
    private static func write(_ properties: [String: IntentValue], to writer: inout JSONWriter) {
        writer.writeRaw("{")
        for (position, property) in properties.sorted(by: { $0.key < $1.key }).enumerated() {
            if position > 0 { writer.writeRaw(",") }
            writer.writeString(property.key)
            writer.writeRaw(":")
            write(property.value, to: &writer)
        }
        writer.writeRaw("}")
    }

    /// RFC 3339 in UTC with milliseconds: `2026-12-24T18:00:00.000Z`.
    static func rfc3339(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!))
    }
}
