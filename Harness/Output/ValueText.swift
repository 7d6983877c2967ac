import Foundation
import IntentJSON
import IntentWire

/// Renders wire values for people: entities as a heading and a property list, the rest on one line.
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

    /// A value on one line: text as it is, dates in local time with the zone, entities by title.
    static func inline(_ value: IntentValue) -> String {
        switch value {
        case .date(let date): DateArgument().format(date)
        case .duration(let seconds): DurationArgument.format(seconds)
        case .entity(let entity): entity.display?.title ?? entity.instanceIdentifier
        case .transientEntity(let entity): entity.display?.title ?? entity.typeIdentifier
        case .enumCase(let value): value.rawValue
        case .array(let values): "[" + values.map(inline).joined(separator: ", ") + "]"
        case .string(let text): text
        case .union(let value): "\(value.caseName): \(inline(value.value))"
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

    /// Indented JSON with sorted keys, in the protocol's value encoding, for `--json`.
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try WireCoding.encodePretty(value), as: UTF8.self)
    }

    /// `1 entity`, `2 entities`, `100,000 hits`.
    static func count(_ count: Int, _ noun: Noun) -> String {
        "\(count.formatted()) \(count == 1 ? noun.singular : noun.plural)"
    }

    /// What a list holds.
    struct Noun: Sendable {
        let singular: String
        let plural: String
        static let entities = Noun(singular: "entity", plural: "entities")
        static let hits = Noun(singular: "hit", plural: "hits")
        static let values = Noun(singular: "value", plural: "values")
    }
}

/// Prints a list as its pages arrive: a count line, then each item; or, with `--json`, one JSON array.
///
/// With many items, a progress line on stderr counts them while they come.
final class ListPrinter {
    private let output: Terminal
    private let json: Bool
    private let noun: ValueText.Noun
    private let progress: ProgressLine
    private var printed = 0

    init(output: Terminal, json: Bool, noun: ValueText.Noun, label: String) {
        self.output = output
        self.json = json
        self.noun = noun
        self.progress = ProgressLine(output, label)
    }

    /// Prints one page of a result of `total` items.
    func page(_ values: [IntentValue], total: Int) throws {
        ProgressLine.clear(output)
        if printed == 0 {
            if json {
                output.print(total == 0 ? "[]" : "[")
            } else {
                output.print(total == 0 ? output.dim("no \(noun.plural)") : ValueText.count(total, noun))
            }
        }
        for value in values {
            printed += 1
            if json {
                let text = try ValueText.json(value).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
                output.print(text + (printed < total ? "," : ""))
            } else {
                output.print(ValueText.render(value, output: output, indent: "  ").joined(separator: "\n"))
            }
        }
        if printed < total { progress.update("\(printed.formatted()) of \(total.formatted())") }
    }

    /// Closes the list (the JSON array).
    func finish() {
        progress.finish()
        if printed == 0 { return }
        if json { output.print("]") }
    }
}
