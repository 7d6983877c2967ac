import Foundation
import IntentWire

/// Turns `name=value` command-line arguments into wire values, by each parameter's declared type.
///
/// Dates are ISO 8601 or `now`; numbers and Booleans (`true`, `false`, `yes`,
/// `no`) parse; enums take a raw value or title; entities take an identifier
/// (when it parses as one) or a string the app resolves; transient entities
/// take `key:value,key:value`; arrays take the argument repeated; `name=null`
/// sets an explicit nil.
struct ArgumentValueParser {
    let metadata: AppMetadata
    /// Earlier results by reference (`$2`, `$3[0]`), for the shell; `nil` when the text is not a reference.
    var reference: (String) throws -> IntentValue? = { _ in nil }

    func parameters(_ arguments: [String], for intent: IntentDescriptor) throws -> [String: IntentValue] {
        var grouped: [(String, [String])] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw UsageError(message: "\"\(argument)\" is not name=value; parameters of \(intent.name) are " + intent.parameters.map(\.name).joined(separator: ", "))
            }
            let name = String(argument[..<equals]), value = String(argument[argument.index(after: equals)...])
            guard intent.parameter(named: name) != nil else {
                throw UsageError(message: "\(intent.name) has no parameter \"\(name)\"" + NameSuggester.didYouMean(name, in: intent.parameters.map(\.name)))
            }
            if let index = grouped.firstIndex(where: { $0.0 == name }) { grouped[index].1.append(value) } else { grouped.append((name, [value])) }
        }
        var result: [String: IntentValue] = [:]
        for (name, values) in grouped {
            let parameter = intent.parameter(named: name)!
            if values == ["null"] {
                result[name] = .null
            } else if case .array(let element) = parameter.type.nonOptional {
                result[name] = .array(try values.map { try parse($0, as: element, name: name) })
            } else if values.count > 1 {
                throw UsageError(message: "\(name) is given \(values.count) times, but it is a \(parameter.type), not an array")
            } else {
                result[name] = try parse(values[0], as: parameter.type.nonOptional, name: name)
            }
        }
        return result
    }

    func parse(_ text: String, as type: ValueType, name: String) throws -> IntentValue {
        if let value = try reference(text) { return value }
        func fail(_ expected: String) -> UsageError {
            UsageError(message: "\(name)=\(text): expected \(expected)")
        }
        switch type.nonOptional {
        case .string: return .string(text)
        case .int:
            guard let value = Int(text) else { throw fail("a whole number") }
            return .int(value)
        case .double:
            guard let value = Double(text) else { throw fail("a number") }
            return .double(value)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: throw fail("true or false")
            }
        case .date:
            if text == "now" { return .date(Date()) }
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: text) { return .date(date) }
            formatter.formatOptions = [.withFullDate]
            if let date = formatter.date(from: text) { return .date(date) }
            throw fail("an ISO 8601 date such as 2026-12-01T09:00:00Z, 2026-12-01, or now")
        case .url:
            guard let url = URL(string: text), url.scheme != nil else { throw fail("a URL") }
            return .url(url)
        case .duration:
            guard let seconds = Double(text) else { throw fail("a number of seconds") }
            return .duration(seconds)
        case .enumeration(let enumName):
            if let descriptor = metadata.enumeration(named: enumName),
               let match = descriptor.cases.first(where: { $0.rawValue == text || $0.title.lowercased() == text.lowercased() }) {
                return .enumCase(EnumValue(typeIdentifier: enumName, rawValue: match.rawValue))
            }
            let cases = metadata.enumeration(named: enumName)?.cases.map(\.rawValue) ?? []
            throw UsageError(message: "\(name)=\(text): not a case of \(enumName)" + NameSuggester.didYouMean(text, in: cases))
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
                guard parts.count == 2 else { throw fail("key:value pairs separated by commas, such as name:Vega,status:accepted") }
                let propertyType = descriptor?.property(named: parts[0])?.type ?? .string
                properties[parts[0]] = try parse(parts[1], as: propertyType, name: "\(name).\(parts[0])")
            }
            return .transientEntity(TransientEntityValue(typeIdentifier: entityName, properties: properties))
        case .array(let element):
            return .array([try parse(text, as: element, name: name)])
        case .union, .optional:
            return .string(text)
        }
    }
}
