import IntentJSON
import IntentWire

/// JSON Schema for intents' parameters and results, as MCP tools declare their `inputSchema` and `outputSchema`.
///
/// Each parameter is a property named as the parameter: strings, whole numbers, numbers and Booleans as themselves;
/// a date as an RFC 3339 string (`format: date-time`); a URL as a string (`format: uri`); a duration in seconds; an
/// enum as its raw values (`enum`); an entity as a string, its identifier or text its string query resolves; a
/// transient entity as an object of its properties; an array as `items`. Optional parameters, and those with a
/// default (given as `default`), are not required. The other kinds (unions, measurements, currency amounts, files,
/// date components, people, decimals) are described in words: the harness reads them as `name:=<json>` reads them.
enum MCPSchema {
    /// The input schema of an intent's tool.
    static func input(for intent: IntentDescriptor, in metadata: AppMetadata) -> JSONValue {
        var properties: [(key: String, value: JSONValue)] = []
        var required: [JSONValue] = []
        for parameter in intent.parameters {
            var schema = value(parameter.type, in: metadata)
            schema.append((key: "title", value: .string(parameter.title)))
            if let description = parameter.description { schema.append((key: "description", value: .string(description))) }
            if let range = parameter.inclusiveRange, [.int, .double, .duration].contains(parameter.type.nonOptional) {
                schema.append((key: "minimum", value: number(range.lowerBound)))
                schema.append((key: "maximum", value: number(range.upperBound)))
            }
            if let defaultValue = parameter.defaultValue {
                schema.append((key: "default", value: MCPValue.plain(defaultValue)))
            }
            properties.append((key: parameter.name, value: .object(JSONObject(schema))))
            if parameter.isRequired { required.append(.string(parameter.name)) }
        }
        return .object(
            JSONObject([
                (key: "type", value: .string("object")), (key: "properties", value: .object(JSONObject(properties))),
                (key: "required", value: .array(required)), (key: "additionalProperties", value: .bool(false)),
            ]))
    }

    /// The output schema of every intent's tool: the result's value (described, any JSON) and its dialog.
    static func output(for intent: IntentDescriptor) -> JSONValue {
        var valueSchema: [(key: String, value: JSONValue)] = [
            (key: "description", value: .string(intent.resultType.map { "The intent's result, a \($0)" } ?? "The intent's result, if it has one"))
        ]
        if intent.resultType == nil { valueSchema = [(key: "description", value: .string("None: the intent returns no value"))] }
        return .object(
            JSONObject([
                (key: "type", value: .string("object")),
                (
                    key: "properties",
                    value: .object(
                        JSONObject([
                            (key: "value", value: .object(JSONObject(valueSchema))),
                            (key: "dialog", value: .object(JSONObject([(key: "type", value: .string("string")), (key: "description", value: .string("What the app said"))]))),
                        ]))
                ),
            ]))
    }

    /// The schema of one value type, as object members (so that callers can add a title).
    static func value(_ type: ValueType, in metadata: AppMetadata) -> [(key: String, value: JSONValue)] {
        func typed(_ name: String, _ extra: [(key: String, value: JSONValue)] = []) -> [(key: String, value: JSONValue)] {
            [(key: "type", value: .string(name))] + extra
        }
        func described(_ text: String) -> [(key: String, value: JSONValue)] { [(key: "description", value: .string(text))] }
        switch type {
        case .optional(let wrapped): return value(wrapped, in: metadata)
        case .string: return typed("string")
        case .int: return typed("integer")
        case .double: return typed("number")
        case .bool: return typed("boolean")
        case .date: return typed("string", [(key: "format", value: .string("date-time"))]) + described("A date and time, RFC 3339 (2026-12-24T18:00:00Z)")
        case .url: return typed("string", [(key: "format", value: .string("uri"))])
        case .duration: return typed("number") + described("Seconds")
        case .array(let element): return typed("array", [(key: "items", value: .object(JSONObject(value(element, in: metadata))))])
        case .enumeration(let name):
            let cases = metadata.enumeration(named: name)?.cases ?? []
            let titles = cases.map { "\($0.rawValue) (\($0.title))" }.joined(separator: ", ")
            return typed("string", [(key: "enum", value: .array(cases.map { .string($0.rawValue) }))]) + described("One of \(name)'s cases: \(titles)")
        case .entity(let name):
            let display = metadata.entity(named: name)?.displayName ?? name
            return typed("string") + described("A \(display) (\(name)): its identifier, or text that names it (the app's string query resolves it)")
        case .transientEntity(let name):
            let descriptor = metadata.transientEntity(named: name)
            let properties = (descriptor?.properties ?? []).map { property in
                (key: property.name, value: JSONValue.object(JSONObject(value(property.type, in: metadata) + [(key: "title", value: .string(property.title))])))
            }
            return typed("object", [(key: "properties", value: .object(JSONObject(properties)))]) + described("\(name): an object of its properties")
        case .union(let name):
            let cases = metadata.union(named: name)?.cases.map(\.name) ?? []
            return typed("object") + described("\(name), a union: {\"case\": one of \(cases.joined(separator: ", ")), \"value\": the case's value}")
        case .measurement(let dimension): return typed("object") + described("A measurement of \(dimension): {\"value\": 5, \"unit\": \"km\"}")
        case .currencyAmount: return typed("object") + described("{\"amount\": \"12.50\", \"code\": \"EUR\"}")
        case .file: return typed("object") + described("{\"filename\": \"a.txt\", \"data\": \"<base64>\"}")
        case .dateComponents: return typed("object") + described("{\"year\": 2026, \"month\": 12, \"day\": 25}")
        case .person: return typed("object") + described("A person: {\"name\": {\"displayName\": \"Ada Lovelace\"}, \"handle\": {\"emailAddress\": \"ada@example.com\"}}")
        case .decimal: return typed("string") + described("A decimal number, as a string (\"12.50\")")
        }
    }

    private static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return .number(JSONNumber(Int(value))) }
        return JSONNumber(value).map(JSONValue.number) ?? .null
    }
}
