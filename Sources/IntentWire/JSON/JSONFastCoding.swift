import Foundation
import Synchronization

/// Whether the tree coders take the hand-written paths; tests turn it off to compare them with `Codable`.
package enum JSONFastCodingSwitch {
    private static let enabled = Atomic<Bool>(true)

    /// On unless a test turned it off.
    package static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }
}

/// A type the JSON tree coders convert by hand instead of through `Codable`: the values on every hot path.
///
/// The hand-written forms produce exactly the tree the `Codable` conformance
/// produces (golden tests compare them). Anything out of the ordinary (a
/// number JSON cannot hold, an ISO 8601 date, a malformed member) makes them
/// return `nil`, and the `Codable` path then does the work and names any
/// problem with its coding path.
///
/// A conforming type must also be listed in ``JSONFastCodingTypes``.
package protocol JSONFastCoding {
    /// The value as a JSON tree, or `nil` to leave it to `Codable`.
    var fastJSON: JSONValue? { get }
    /// Reads the common, well-formed shape; `nil` to leave it to `Codable`.
    init?(fastJSON: JSONValue)
}

/// The types that are ``JSONFastCoding``, known without asking the Swift runtime.
///
/// The tree coders meet dozens of types (every metadata type, at every launch); asking the runtime whether
/// one conforms, when it does not, has it scan every conformance record of every loaded library, about a
/// millisecond of each launch in all. Only the types listed here are asked.
package enum JSONFastCodingTypes {
    /// The conforming types, and arrays of those that travel in arrays.
    package static let types: [Any.Type] = [
        IntentValue.self, [IntentValue].self, [[IntentValue]].self, EntityValue.self, [EntityValue].self,
        DisplayRepresentationValue.self, [DisplayRepresentationValue].self, DisplayImageValue.self, [DisplayImageValue].self,
        RunIntentRequest.self, RunIntentResponse.self, EntityQueryRequest.self, SearchRequest.self, EntityQueryResponse.self,
    ]

    private static let listed = Set(types.map(ObjectIdentifier.init))

    /// Whether `type` is one of them.
    package static func contains(_ type: Any.Type) -> Bool {
        listed.contains(ObjectIdentifier(type))
    }
}

extension JSONObject {
    /// An object with one member.
    static func single(_ key: String, _ value: JSONValue) -> JSONValue {
        var object = JSONObject()
        object.appendUnique(key, value)
        return .object(object)
    }
}

extension IntentValue: JSONFastCoding {
    package var fastJSON: JSONValue? {
        func number(_ value: Double) -> JSONValue? { JSONNumber(value).map(JSONValue.number) }
        let payload: JSONValue?
        switch self {
        case .null: return .null
        case .bool(let value): payload = .bool(value)
        case .int(let value): payload = .number(JSONNumber(value))
        case .double(let value): payload = number(value)
        case .string(let value): payload = .string(value)
        case .date(let value): payload = number(value.timeIntervalSinceReferenceDate)
        case .url(let value): payload = .string(value.absoluteString)
        case .duration(let value): payload = number(value)
        case .array(let values):
            var elements: [JSONValue] = []
            elements.reserveCapacity(values.count)
            for value in values {
                guard let element = value.fastJSON else { return nil }
                elements.append(element)
            }
            payload = .array(elements)
        case .entity(let value): payload = value.fastJSON
        case .enumCase(let value):
            var object = JSONObject()
            object.appendUnique("type", .string(value.typeIdentifier))
            object.appendUnique("case", .string(value.rawValue))
            payload = .object(object)
        default: return nil
        }
        guard let payload else { return nil }
        return JSONObject.single(tag.stringValue, payload)
    }

    private var tag: Tag {
        switch self {
        case .null, .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .date: .date
        case .url: .url
        case .duration: .duration
        case .array: .array
        case .entity: .entity
        case .transientEntity: .transientEntity
        case .enumCase: .enumCase
        case .union: .union
        case .measurement: .measurement
        case .currencyAmount: .currencyAmount
        case .file: .file
        case .dateComponents: .dateComponents
        case .person: .person
        }
    }

    package init?(fastJSON json: JSONValue) {
        if case .null = json {
            self = .null
            return
        }
        guard case .object(let object) = json, object.members.count == 1 else { return nil }
        let (key, payload) = object.members[0]
        switch (key, payload) {
        case ("bool", .bool(let value)): self = .bool(value)
        case ("int", .number(let number)):
            guard let value = Int(number.text) else { return nil }
            self = .int(value)
        case ("double", .number(let number)):
            guard let value = number.double else { return nil }
            self = .double(value)
        case ("string", .string(let value)): self = .string(value)
        case ("date", .number(let number)):
            guard let seconds = number.double else { return nil }
            self = .date(Date(timeIntervalSinceReferenceDate: seconds))
        case ("duration", .number(let number)):
            guard let value = number.double else { return nil }
            self = .duration(value)
        case ("array", .array(let elements)):
            var values: [IntentValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                guard let value = IntentValue(fastJSON: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case ("entity", _):
            guard let entity = EntityValue(fastJSON: payload) else { return nil }
            self = .entity(entity)
        case ("enum", .object(let value)):
            guard value.members.count == 2, case .string(let type)? = value["type"], case .string(let rawValue)? = value["case"] else { return nil }
            self = .enumCase(EnumValue(typeIdentifier: type, rawValue: rawValue))
        default:
            return nil
        }
    }
}

extension EntityValue: JSONFastCoding {
    package var fastJSON: JSONValue? {
        var object = JSONObject()
        object.appendUnique("type", .string(typeIdentifier))
        object.appendUnique("id", .string(instanceIdentifier))
        if !properties.isEmpty {
            var members = JSONObject()
            for (name, value) in properties {
                guard let json = value.fastJSON else { return nil }
                members.appendUnique(name, json)
            }
            object.appendUnique("properties", .object(members))
        }
        if let display {
            guard let json = display.fastJSON else { return nil }
            object.appendUnique("display", json)
        }
        if isReference { object.appendUnique("reference", .bool(true)) }
        if let ownership { object.appendUnique("ownership", .array(ownership.map(JSONValue.string))) }
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json else { return nil }
        var type: String?
        var id: String?
        var properties: [String: IntentValue] = [:]
        var display: DisplayRepresentationValue?
        var isReference = false
        var ownership: [String]?
        for (key, value) in object.members {
            switch (key, value) {
            case ("type", .string(let text)): type = text
            case ("id", .string(let text)): id = text
            case ("properties", .object(let members)):
                properties.reserveCapacity(members.members.count)
                for (name, member) in members.members {
                    guard let decoded = IntentValue(fastJSON: member) else { return nil }
                    properties[name] = decoded
                }
            case ("display", .null), ("reference", .null), ("ownership", .null): break
            case ("display", _):
                guard let decoded = DisplayRepresentationValue(fastJSON: value) else { return nil }
                display = decoded
            case ("reference", .bool(let flag)): isReference = flag
            case ("ownership", .array(let names)):
                var strings: [String] = []
                for name in names {
                    guard case .string(let text) = name else { return nil }
                    strings.append(text)
                }
                ownership = strings
            case ("type", _), ("id", _), ("properties", _), ("reference", _), ("ownership", _): return nil
            default: break
            }
        }
        guard let type, let id else { return nil }
        self.init(typeIdentifier: type, instanceIdentifier: id, properties: properties, display: display, isReference: isReference, ownership: ownership)
    }
}

extension DisplayRepresentationValue: JSONFastCoding {
    package var fastJSON: JSONValue? {
        var object = JSONObject()
        object.appendUnique("title", .string(title))
        if let subtitle { object.appendUnique("subtitle", .string(subtitle)) }
        if let synonyms { object.appendUnique("synonyms", .array(synonyms.map(JSONValue.string))) }
        if let image {
            guard let json = image.fastJSON else { return nil }
            object.appendUnique("image", json)
        }
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json, case .string(let title)? = object["title"] else { return nil }
        self.init(title: title)
        for (key, value) in object.members {
            switch (key, value) {
            case ("title", _), ("subtitle", .null), ("synonyms", .null), ("image", .null): break
            case ("subtitle", .string(let text)): subtitle = text
            case ("synonyms", .array(let names)):
                var strings: [String] = []
                for name in names {
                    guard case .string(let text) = name else { return nil }
                    strings.append(text)
                }
                synonyms = strings
            case ("image", _):
                guard let decoded = DisplayImageValue(fastJSON: value) else { return nil }
                image = decoded
            case ("subtitle", _), ("synonyms", _): return nil
            default: break
            }
        }
    }
}

extension DisplayImageValue: JSONFastCoding {
    package var fastJSON: JSONValue? {
        var object = JSONObject()
        if let systemName { object.appendUnique("systemName", .string(systemName)) }
        if let named { object.appendUnique("named", .string(named)) }
        if let url { object.appendUnique("url", .string(url)) }
        if let dataByteCount { object.appendUnique("dataBytes", .number(JSONNumber(dataByteCount))) }
        if isTemplate { object.appendUnique("template", .bool(true)) }
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json else { return nil }
        self.init()
        for (key, value) in object.members {
            switch (key, value) {
            case (_, .null) where ["systemName", "named", "url", "dataBytes", "template"].contains(key): break
            case ("systemName", .string(let text)): systemName = text
            case ("named", .string(let text)): named = text
            case ("url", .string(let text)): url = text
            case ("dataBytes", .number(let number)):
                guard let count = Int(number.text) else { return nil }
                dataByteCount = count
            case ("template", .bool(let flag)): isTemplate = flag
            case ("systemName", _), ("named", _), ("url", _), ("dataBytes", _), ("template", _): return nil
            default: break
            }
        }
    }
}

extension Array: JSONFastCoding where Element: JSONFastCoding {
    package var fastJSON: JSONValue? {
        var elements: [JSONValue] = []
        elements.reserveCapacity(count)
        for element in self {
            guard let json = element.fastJSON else { return nil }
            elements.append(json)
        }
        return .array(elements)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .array(let elements) = json else { return nil }
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            guard let value = Element(fastJSON: element) else { return nil }
            values.append(value)
        }
        self = values
    }
}
