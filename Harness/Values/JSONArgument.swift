import Foundation
import IntentJSON
import IntentWire

/// `name:=<json>`: any value as JSON, read by the parameter's type.
///
/// Strings, numbers, Booleans and `null` are what they say; a string for a
/// date, enum, entity or URL is read as the text form would read it; arrays are
/// arrays; an object is a transient entity's properties (`{"name":"Vega, Jr.",
/// "status":"accepted"}`), an entity reference (`{"id":"…"}`) or a union case
/// (`{"case":"address","value":"1 Orbit Way"}`). The protocol's own tagged
/// encoding (`{"string":"x"}`, `{"enum":{…}}`) is taken as it is.
struct JSONArgument {
    let parser: ArgumentValueParser

    func value(_ text: String, as type: ValueType, name: String) throws -> IntentValue {
        let json: JSONValue
        do {
            json = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw UsageError("\(name):=\(text.truncatedForMessages): not JSON: \(error)")
        }
        return try value(json, as: type, name: name)
    }

    /// A parsed JSON value read by the parameter's type, as `name:=<json>` reads it.
    func value(_ json: JSONValue, as type: ValueType, name: String) throws -> IntentValue {
        if json == .null { return .null }
        if case .object(let object) = json, object.count == 1, let tag = object.keys.first, IntentValue.Tag(rawValue: tag) != nil {
            do {
                return try JSONValueDecoder.decode(IntentValue.self, from: json)
            } catch {
                throw UsageError("\(name):=…: \(DecodingErrorDescription.describe(error))")
            }
        }
        func fail(_ expected: String) -> UsageError {
            UsageError("\(name):=\(String(decoding: JSONWriter.compact(json), as: UTF8.self).truncatedForMessages): expected \(expected) for \(type)")
        }
        switch (type.nonOptional, json) {
        case (.array(let element), .array(let items)):
            return .array(try items.enumerated().map { try value($0.element, as: element, name: "\(name)[\($0.offset)]") })
        case (.array(let element), _):
            return .array([try value(json, as: element, name: name)])
        case (.string, .string(let text)): return .string(text)
        case (.int, .number(let number)):
            guard let int = number.int else { throw fail("a whole number") }
            return .int(int)
        case (.double, .number(let number)), (.duration, .number(let number)):
            guard let double = number.double else { throw fail("a finite number") }
            return type.nonOptional == .duration ? .duration(double) : .double(double)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.date, .string(let text)), (.url, .string(let text)), (.enumeration, .string(let text)), (.entity, .string(let text)):
            return try parser.parse(text, as: type, name: name)
        case (.entity(let entityName), .object(let object)):
            guard let id = object["id"]?.string else { throw fail("{\"id\": \"<identifier>\"}") }
            return .entity(EntityValue(typeIdentifier: entityName, instanceIdentifier: id, isReference: true))
        case (.transientEntity(let entityName), .object(let object)):
            let descriptor = parser.metadata.transientEntity(named: entityName)
            var properties: [String: IntentValue] = [:]
            for member in object.members {
                guard let property = descriptor?.property(named: member.key) else {
                    throw UsageError("\(name):=…: \(entityName) has no property \"\(member.key)\"" + NameSuggester.didYouMean(member.key, in: descriptor?.properties.map(\.name) ?? []))
                }
                properties[member.key] = try value(member.value, as: property.type, name: "\(name).\(member.key)")
            }
            return .transientEntity(TransientEntityValue(typeIdentifier: entityName, properties: properties))
        case (.measurement, .object), (.currencyAmount, .object), (.file, .object), (.dateComponents, .object):
            do {
                let decoded = try JSONValueDecoder.decode(IntentValue.self, from: .object(JSONObject([(key: Self.tag(of: type.nonOptional), value: json)])))
                return decoded
            } catch {
                throw fail(Self.expectation(type.nonOptional))
            }
        case (.decimal, .string(let text)):
            guard let value = DecimalText.decimal(text) else { throw fail(Self.expectation(.decimal)) }
            return .decimal(value)
        case (.decimal, .number(let number)):
            guard let value = DecimalText.decimal(number.text) else { throw fail(Self.expectation(.decimal)) }
            return .decimal(value)
        case (.person, .object):
            do {
                return .person(try JSONValueDecoder.decode(IntentPerson.self, from: json))
            } catch {
                throw UsageError("\(name):=…: " + DecodingErrorDescription.describe(error) + "; expected " + Self.expectation(.person))
            }
        case (.union(let unionName), .object(let object)):
            guard let caseName = object["case"]?.string, let wrapped = object["value"] else { throw fail("{\"case\": \"<case>\", \"value\": <json>}") }
            guard let unionCase = parser.metadata.union(named: unionName)?.unionCase(named: caseName) else {
                let cases = parser.metadata.union(named: unionName)?.cases.map(\.name) ?? []
                throw UsageError("\(name):=…: \"\(caseName)\" is not a case of \(unionName)" + NameSuggester.didYouMean(caseName, in: cases))
            }
            return .union(UnionValue(typeIdentifier: unionName, caseName: caseName, value: try value(wrapped, as: unionCase.type, name: "\(name).\(caseName)")))
        default:
            throw fail(Self.expectation(type.nonOptional))
        }
    }

    private static func expectation(_ type: ValueType) -> String {
        switch type {
        case .string, .date, .url, .enumeration: "a string"
        case .int: "a whole number"
        case .double, .duration: "a number"
        case .bool: "true or false"
        case .entity: "a string (title or identifier) or {\"id\": …}"
        case .transientEntity: "an object of its properties"
        case .union: "{\"case\": …, \"value\": …}"
        case .array: "an array"
        case .measurement: "{\"value\": 5, \"unit\": \"km\", \"dimension\": …}"
        case .currencyAmount: "{\"amount\": \"12.50\", \"code\": \"EUR\"}"
        case .file: "{\"filename\": …, \"data\": <base64>} or {\"filename\": …, \"url\": \"file:///…\"}"
        case .dateComponents: "{\"year\": 2026, \"month\": 12, \"day\": 25}"
        case .person: "{\"identifier\": {\"applicationDefined\": \"u-42\"}, \"name\": {\"displayName\": \"Ada Lovelace\"}, \"handle\": {\"emailAddress\": \"ada@example.com\"}}"
        case .decimal: "a decimal number, as a string (\"12.50\") or a number"
        case .optional(let wrapped): expectation(wrapped)
        }
    }

    /// The one-key tag of a structured value's wire form.
    private static func tag(of type: ValueType) -> String {
        switch type {
        case .measurement: "measurement"
        case .currencyAmount: "currency"
        case .file: "file"
        default: "dateComponents"
        }
    }
}
