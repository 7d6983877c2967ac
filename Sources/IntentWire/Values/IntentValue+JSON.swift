import Foundation
import IntentJSON

/// `IntentValue`'s one coding: `null`, or an object with one member whose key names the case (`{"int":3}`).
///
/// A date is seconds since 2001-01-01T00:00:00Z as a number, or an ISO 8601 string (for hand-written clients).
/// The rarer cases' payloads (measurements, files, people, …) are `Codable` types, read and written through a tree.
extension IntentValue: WireCodableByHand {
    /// The member key that names each case.
    package enum Tag: String, CaseIterable, Sendable {
        case bool, int, double, string, date, url, duration, array, entity
        case transientEntity = "transient"
        case enumCase = "enum"
        case union, measurement
        case currencyAmount = "currency"
        case file, dateComponents, person
    }

    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        if parser.readNull() {
            self = .null
            return
        }
        // The layout IntentKit writes first, `{"tag":payload}`, without a closure per member; anything else (an
        // escaped key, no key) through the general object reader.
        let (start, depth) = (parser.index, parser.depth)
        if parser.enterObject(), let tag = parser.readKey(), parser.take(UInt8(ascii: ":")) {
            parser.skipWhitespace()
            let value: IntentValue
            do {
                value = try Self.payload(tagged: tag, from: &parser)
            } catch {
                throw error.inside(member: tag.string)
            }
            parser.skipWhitespace()
            if parser.take(UInt8(ascii: "}")) {
                parser.depth -= 1
                self = value
                return
            }
        }
        (parser.index, parser.depth) = (start, depth)
        var value: IntentValue?
        var keys: [String] = []
        try parser.readObject { parser, tag throws(JSONCodingError) in
            keys.append(tag.string)
            if value == nil { value = try Self.payload(tagged: tag, from: &parser) } else { try parser.skipAnyValue() }
        }
        guard let value, keys.count == 1 else {
            throw JSONCodingError(Self.shapeProblem(found: keys.isEmpty ? "no key" : "the keys " + keys.map { "\"\($0.truncatedForMessages)\"" }.joined(separator: ", ")))
        }
        self = value
    }

    private static func shapeProblem(found: String) -> String {
        "a value must be null or an object with exactly one of the keys " + Tag.allCases.map(\.rawValue).joined(separator: ", ") + "; found \(found)"
    }

    /// Reads the payload of the member whose key is `tag`; the commonest tags are tried first.
    private static func payload(tagged tag: JSONKey, from parser: inout JSONParser) throws(JSONCodingError) -> IntentValue {
        if tag.is("string") { return .string(try parser.expectString()) }
        if tag.is("date") { return .date(try date(from: &parser)) }
        if tag.is("int") { return .int(try parser.expectInt()) }
        if tag.is("bool") { return .bool(try parser.expectBool()) }
        if tag.is("double") { return .double(try parser.expectDouble()) }
        if tag.is("duration") { return .duration(try parser.expectDouble()) }
        if tag.is("entity") { return .entity(try EntityValue(json: &parser)) }
        if tag.is("enum") { return .enumCase(try EnumValue(json: &parser)) }
        if tag.is("array") {
            var values: [IntentValue] = []
            try parser.readArray { parser, _ throws(JSONCodingError) in values.append(try IntentValue(json: &parser)) }
            return .array(values)
        }
        if tag.is("url") {
            let text = try parser.expectString()
            guard let url = URL(string: text) else { throw JSONCodingError("\"\(text.truncatedForMessages)\" is not a URL") }
            return .url(url)
        }
        if tag.is("transient") { return .transientEntity(try parser.readCodable(TransientEntityValue.self)) }
        if tag.is("union") { return .union(try parser.readCodable(UnionValue.self)) }
        if tag.is("measurement") { return .measurement(try parser.readCodable(MeasurementValue.self)) }
        if tag.is("currency") { return .currencyAmount(try parser.readCodable(IntentCurrencyAmount.self)) }
        if tag.is("file") { return .file(try parser.readCodable(IntentFile.self)) }
        if tag.is("dateComponents") { return .dateComponents(try parser.readCodable(DateComponentsValue.self)) }
        if tag.is("person") { return .person(try parser.readCodable(IntentPerson.self)) }
        if tag.is("decimal") {
            let text = try parser.expectString()
            guard let value = DecimalText.decimal(text) else {
                throw JSONCodingError("\"\(text.truncatedForMessages)\" is not a decimal number such as \"12.50\"")
            }
            return .decimal(value)
        }
        throw JSONCodingError(shapeProblem(found: "the key \"\(tag.string.truncatedForMessages)\""))
    }

    /// A date as seconds since 2001, or as ISO 8601 text.
    private static func date(from parser: inout JSONParser) throws(JSONCodingError) -> Date {
        guard parser.peek() == UInt8(ascii: "\"") else { return Date(timeIntervalSinceReferenceDate: try parser.expectDouble()) }
        let text = try parser.expectString()
        guard let date = parseISO8601(text) else {
            throw JSONCodingError("date \"\(text.truncatedForMessages)\" is neither seconds since 2001 nor ISO 8601 (e.g. 2026-11-29T13:40:00Z)")
        }
        return date
    }

    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        switch self {
        case .null:
            writer.writeRaw("null")
            return
        case .bool(let value):
            writer.writeRaw(value ? #"{"bool":true"# : #"{"bool":false"#)
        case .int(let value):
            writer.writeRaw(#"{"int":"#)
            writer.writeRaw(String(value).utf8)
        case .double(let value):
            writer.writeRaw(#"{"double":"#)
            try writer.writeNumber(value)
        case .string(let value):
            writer.writeRaw(#"{"string":"#)
            writer.writeString(value)
        case .date(let value):
            writer.writeRaw(#"{"date":"#)
            try writer.writeNumber(value.timeIntervalSinceReferenceDate)
        case .url(let value):
            writer.writeRaw(#"{"url":"#)
            writer.writeString(value.absoluteString)
        case .duration(let value):
            writer.writeRaw(#"{"duration":"#)
            try writer.writeNumber(value)
        case .array(let values):
            writer.writeRaw(#"{"array":["#)
            for (position, value) in values.enumerated() {
                if position > 0 { writer.writeRaw(",") }
                do {
                    try value.writeJSON(to: &writer)
                } catch {
                    throw error.inside(element: position).inside(member: "array")
                }
            }
            writer.writeRaw("]")
        case .entity(let value):
            writer.writeRaw(#"{"entity":"#)
            try value.writeJSON(to: &writer)
        case .enumCase(let value):
            writer.writeRaw(#"{"enum":"#)
            value.writeJSON(to: &writer)
        case .transientEntity(let value): try writer.writeCodable(value, tagged: "transient")
        case .union(let value): try writer.writeCodable(value, tagged: "union")
        case .measurement(let value): try writer.writeCodable(value, tagged: "measurement")
        case .currencyAmount(let value): try writer.writeCodable(value, tagged: "currency")
        case .file(let value): try writer.writeCodable(value, tagged: "file")
        case .dateComponents(let value): try writer.writeCodable(value, tagged: "dateComponents")
        case .person(let value): try writer.writeCodable(value, tagged: "person")
        case .decimal(let value):
            writer.writeRaw(#"{"decimal":"#)
            writer.writeString(DecimalText.text(value))
        }
        writer.writeRaw("}")
    }

    /// The date ISO 8601 `text` names, if it is one.
    ///
    /// A fraction of a second is cut to nine digits first: Foundation's parser on Linux (ICU 76) misreads ten or
    /// more (`.55555555555` gave the second before) and dies of a division by zero on about forty, which took the
    /// whole process down on one bad value (found by the `intent-value` fuzz target). Nine digits are a nanosecond,
    /// finer than a `Date` holds.
    package static func parseISO8601(_ text: String) -> Date? {
        let text = ISO8601Fraction.cutToNineDigits(text)
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}

extension EnumValue: WireCodableByHand {
    /// Reads `{"type":…,"case":…}`.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var type: String?
        var rawValue: String?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("type") {
                try seen.insert(0)
                type = try parser.expectString()
            } else if key.is("case") {
                try seen.insert(1)
                rawValue = try parser.expectString()
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let type else { throw JSONCodingError("missing required key \"type\"") }
        guard let rawValue else { throw JSONCodingError("missing required key \"case\"") }
        self.init(typeIdentifier: type, rawValue: rawValue)
    }

    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw(#"{"type":"#)
        writer.writeString(typeIdentifier)
        writer.writeRaw(#","case":"#)
        writer.writeString(rawValue)
        writer.writeRaw("}")
    }
}

extension JSONWriter {
    /// Appends `{"tag":…}` holding a `Codable` payload, written through a tree; the caller closes the object.
    mutating func writeCodable(_ value: some Encodable, tagged tag: StaticString) throws(JSONCodingError) {
        let tree: JSONValue
        do {
            tree = try JSONValueEncoder.encode(value)
        } catch {
            throw JSONCodingError("could not encode the payload: \(error)").inside(member: String(describing: tag))
        }
        writeRaw("{\"")
        writeRaw(tag)
        writeRaw("\":")
        write(tree)
    }
}
