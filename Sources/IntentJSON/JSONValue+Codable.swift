/// `JSONValue` passes through IntentWire's own coders untouched (so an id's exact number text survives);
/// other coders get a best-effort rendering.
extension JSONValue: Codable {
    /// Decodes any JSON value the decoder holds.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key) }
            self = .object(object)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let integer = try? single.decode(Int.self) {
                self = .number(JSONNumber(integer))
            } else if let double = try? single.decode(Double.self), let number = JSONNumber(double) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// Encodes the value as it is.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if let integer = Int(number.text) { try single.encode(integer) } else { try single.encode(number.double ?? 0) }
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for member in object.members { try keyed.encode(member.value, forKey: AnyKey(member.key)) }
        }
    }
}

/// A coding key for any string.
public struct AnyKey: CodingKey {
    /// The key.
    public let stringValue: String
    /// None: keys are strings.
    public var intValue: Int? { nil }
    /// The key `string`.
    public init(_ string: String) { stringValue = string }
    /// The key `stringValue`.
    public init?(stringValue: String) { self.stringValue = stringValue }
    /// None: keys are strings.
    public init?(intValue: Int) { return nil }
}
