import Foundation
import IntentJSON
import IntentKitClient
import IntentWire

/// Turns `name=value` and `name:=<json>` arguments into wire values, by each parameter's declared type.
///
/// Text (`name=value`): dates as ``DateArgument`` reads them; numbers; Booleans
/// (`true`, `false`, `yes`, `no`); enums by raw value or title; entities by
/// identifier (when it parses as one) or by a title the app resolves;
/// transient entities as `key:value,key:value`; arrays by repeating the
/// argument; `name=null` sets an explicit nil. JSON (`name:=<json>`) expresses
/// any value, including text with commas and colons: see ``JSONArgument``.
struct ArgumentValueParser {
    let metadata: AppMetadata
    var dates = DateArgument()
    /// Earlier results by reference (`$2`, `$3[0]`), for the shell; `nil` when the text is not a reference.
    var reference: (String) throws -> IntentValue? = { _ in nil }

    /// The parameters of a run.
    func parameters(_ arguments: [String], for intent: IntentDescriptor) throws -> [String: IntentValue] {
        var grouped: [(name: String, values: [Argument])] = []
        for text in arguments {
            let argument = try Argument(text, intent: intent)
            guard intent.parameter(named: argument.name) != nil else {
                throw UsageError("\(intent.name) has no parameter \"\(argument.name.truncatedForMessages)\"" + NameSuggester.didYouMean(argument.name, in: intent.parameters.map(\.name)))
            }
            if let index = grouped.firstIndex(where: { $0.name == argument.name }) { grouped[index].values.append(argument) } else { grouped.append((argument.name, [argument])) }
        }
        var result: [String: IntentValue] = [:]
        for (name, values) in grouped {
            let type = intent.parameter(named: name)!.type
            if values.count == 1, values[0].isNull {
                result[name] = .null
            } else if case .array(let element) = type.nonOptional, values.count > 1 || !values[0].isJSON {
                result[name] = .array(try values.map { try value($0, as: element) })
            } else if values.count > 1 {
                throw UsageError("\(name) is given \(values.count) times, but it is a \(type), not an array")
            } else {
                result[name] = try value(values[0], as: type)
            }
        }
        return result
    }

    /// One argument's value as a type.
    func value(_ argument: Argument, as type: ValueType) throws -> IntentValue {
        if argument.isJSON { return try JSONArgument(parser: self).value(argument.text, as: type, name: argument.name) }
        return try parse(argument.text, as: type, name: argument.name)
    }

    /// Text as a value of a type.
    func parse(_ text: String, as type: ValueType, name: String) throws -> IntentValue {
        if let value = try reference(text) { return value }
        func fail(_ expected: String) -> UsageError {
            UsageError("\(name)=\(text.truncatedForMessages): expected \(expected)")
        }
        switch type.nonOptional {
        case .string: return .string(text)
        case .int:
            if let value = Int(text) { return .int(value) }
            // A decimal number (`1e3`, `2.5`, one past the range) is read exactly, or refused saying why and the range.
            guard case .number(let number)? = try? JSONParser.parse(Array(text.utf8)) else { throw fail("a whole number") }
            let reading = number.exactInteger(as: Int.self)
            if case .value(let value) = reading { return .int(value) }
            throw UsageError("\(name)=" + JSONNumber.integerProblem(text, reading, as: Int.self))
        case .double:
            guard let value = Double(text), !value.isNaN, value.isFinite || text.contains(where: \.isNumber) else { throw fail("a finite number") }
            // Past a Double's range, or so near zero that it would be read as 0: refused, never changed.
            guard value.isFinite, value != 0 || !JSONNumber.hasNonZeroDigit(text) else { throw UsageError("\(name)=" + JSONNumber.doubleProblem(text)) }
            return .double(value)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: throw fail("true or false")
            }
        case .date:
            guard let date = dates.parse(text) else { throw UsageError("\(name)=\(text.truncatedForMessages): not a date; use \(DateArgument.forms)") }
            guard ValueBounds.contains(date) else { throw UsageError("\(name)=\(text.truncatedForMessages): out of range; give \(ValueBounds.dateRangeText)") }
            return .date(date)
        case .url:
            guard let url = URL(string: text), url.scheme != nil else { throw fail("a URL with a scheme, such as https://example.com") }
            return .url(url)
        case .duration:
            guard let seconds = DurationArgument.parse(text) else { throw fail("a duration: \(DurationArgument.forms)") }
            return .duration(seconds)
        case .enumeration(let enumName):
            let cases = metadata.enumeration(named: enumName)?.cases ?? []
            if let match = cases.first(where: { $0.rawValue == text }) ?? cases.first(where: { $0.title.lowercased() == text.lowercased() }) {
                return .enumCase(EnumValue(typeIdentifier: enumName, rawValue: match.rawValue))
            }
            throw UsageError("\(name)=\(text.truncatedForMessages): not a case of \(enumName)" + NameSuggester.didYouMean(text, in: cases.map(\.rawValue)))
        case .entity(let entityName):
            if metadata.entity(named: entityName)?.identifierType == "UUID", UUID(uuidString: text) != nil {
                return .entity(EntityValue(typeIdentifier: entityName, instanceIdentifier: text.uppercased(), isReference: true))
            }
            return .string(text)
        case .transientEntity(let entityName):
            var properties: [String: IntentValue] = [:]
            let descriptor = metadata.transientEntity(named: entityName)
            for pair in text.split(separator: ",") {
                let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else {
                    throw fail("key:value pairs separated by commas, such as name:Vega,status:accepted (for text with commas or colons use \(name):=<json>)")
                }
                guard let property = descriptor?.property(named: parts[0]) else {
                    throw UsageError(
                        "\(name)=\(text.truncatedForMessages): \(entityName) has no property \"\(parts[0])\"" + NameSuggester.didYouMean(parts[0], in: descriptor?.properties.map(\.name) ?? []))
                }
                properties[parts[0]] = try parse(parts[1], as: property.type, name: "\(name).\(parts[0])")
            }
            return .transientEntity(TransientEntityValue(typeIdentifier: entityName, properties: properties))
        case .array(let element):
            return .array([try parse(text, as: element, name: name)])
        case .measurement(let dimension):
            return try measurement(text, dimension: dimension, name: name)
        case .currencyAmount:
            return try currencyAmount(text, name: name)
        case .file:
            return try file(text, name: name)
        case .dateComponents:
            return try dateComponents(text, name: name)
        case .person:
            return try person(text, name: name)
        case .decimal:
            guard let value = DecimalText.decimal(text) else { throw fail("a decimal number such as 12.50") }
            return .decimal(value)
        case .union(let unionName):
            if let union = metadata.union(named: unionName), let colon = text.firstIndex(of: ":"),
                let unionCase = union.unionCase(named: String(text[..<colon]))
            {
                let payload = try parse(String(text[text.index(after: colon)...]), as: unionCase.type, name: "\(name).\(unionCase.name)")
                return .union(UnionValue(typeIdentifier: unionName, caseName: unionCase.name, value: payload))
            }
            return .string(text)
        case .optional:
            return .string(text)
        }
    }
}

/// One `name=value` or `name:=<json>` argument.
struct Argument {
    let name: String
    let text: String
    let isJSON: Bool

    /// `name=null` (or `name:=null`): an explicit nil.
    var isNull: Bool { text == "null" }

    init(_ argument: String, intent: IntentDescriptor) throws {
        guard let equals = argument.firstIndex(of: "=") else {
            throw UsageError("\"\(argument.truncatedForMessages)\" is not name=value (or name:=<json>); parameters of \(intent.name) are " + intent.parameters.map(\.name).joined(separator: ", "))
        }
        var name = String(argument[..<equals])
        isJSON = name.hasSuffix(":")
        if isJSON { name.removeLast() }
        self.name = name
        text = String(argument[argument.index(after: equals)...])
    }

    init(name: String, text: String, isJSON: Bool = false) {
        self.name = name
        self.text = text
        self.isJSON = isJSON
    }
}
