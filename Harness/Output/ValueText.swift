import Foundation
import IntentWire

/// Renders wire values for people: entities as a heading and a property list, the rest inline.
enum ValueText {
    /// An entity (or transient entity) as a heading line and aligned properties; other values on one line.
    static func render(_ value: IntentValue, output: Terminal, indent: String = "") -> [String] {
        switch value {
        case .entity(let entity):
            var lines = [indent + output.bold(entity.display?.title ?? entity.instanceIdentifier) + "  " + output.dim("\(entity.typeIdentifier) \(entity.instanceIdentifier)")]
            lines += properties(entity.properties, output: output, indent: indent + "  ")
            return lines
        case .transientEntity(let entity):
            return [indent + output.bold(entity.display?.title ?? entity.typeIdentifier) + "  " + output.dim(entity.typeIdentifier)]
                + properties(entity.properties, output: output, indent: indent + "  ")
        case .array(let values) where values.contains(where: isEntity):
            return values.flatMap { render($0, output: output, indent: indent) }
        default:
            return [indent + inline(value)]
        }
    }

    /// A value on one line: `"text"`, `2026-11-30 09:00`, `EventStatus.confirmed`, `Deep Space`.
    static func inline(_ value: IntentValue) -> String {
        switch value {
        case .date(let date): date.formatted(.iso8601)
        case .entity(let entity): entity.display?.title ?? entity.instanceIdentifier
        case .transientEntity(let entity): entity.display?.title ?? entity.typeIdentifier
        case .enumCase(let value): value.rawValue
        case .array(let values): "[" + values.map(inline).joined(separator: ", ") + "]"
        case .string(let text): text
        default: value.description
        }
    }

    private static func properties(_ properties: [String: IntentValue], output: Terminal, indent: String) -> [String] {
        let width = properties.keys.map(\.count).max() ?? 0
        return properties.keys.sorted().map { key in
            indent + output.dim(key.padding(toLength: width, withPad: " ", startingAt: 0)) + "  " + inline(properties[key]!)
        }
    }

    private static func isEntity(_ value: IntentValue) -> Bool {
        switch value {
        case .entity, .transientEntity: true
        default: false
        }
    }

    /// Pretty JSON in the protocol's value encoding, for `--json`.
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
