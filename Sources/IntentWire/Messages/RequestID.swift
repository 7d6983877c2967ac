import IntentJSON

/// A JSON-RPC request identifier, kept so that a reply echoes it exactly as the peer sent it.
///
/// Our own requests use ``number(_:)``. A peer may send any number or string,
/// or `null`; a number that is not an integer in `Int`'s range (`1.5`, `1e300`,
/// `18446744073709551616`) is kept as its exact text, so the reply carries the
/// same JSON value byte for byte.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// An integer identifier.
    case number(Int)
    /// A string identifier.
    case string(String)
    /// Any other number, as its exact JSON text.
    case numberText(String)
    /// An explicit `null` id: the request is answered, with `null`.
    case null

    /// The identifier of a JSON value; `nil` for the types JSON-RPC forbids (Boolean, object, array).
    package init?(json: JSONValue) {
        switch json {
        case .string(let string): self = .string(string)
        case .null: self = .null
        case .number(let number):
            if let integer = Int(number.text), String(integer) == number.text {
                self = .number(integer)
            } else {
                self = .numberText(number.text)
            }
        case .bool, .array, .object: return nil
        }
    }

    /// The identifier as a JSON value.
    package var json: JSONValue {
        switch self {
        case .number(let number): .number(JSONNumber(number))
        case .string(let string): .string(string)
        case .numberText(let text): .number(JSONNumber(text: text))
        case .null: .null
        }
    }

    /// The integer form of a number id written another way (`1.0`, `1e0`), for matching replies to our requests.
    package var normalized: RequestID {
        if case .numberText(let text) = self, let integer = JSONNumber(text: text).int { return .number(integer) }
        return self
    }

    /// Decodes a string, a number or null.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let json = try? container.decode(JSONValue.self), let id = RequestID(json: json) {
            self = id
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "an id must be a string, a number or null")
        }
    }

    /// Encodes the identifier as it was received.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(json)
    }

    /// The identifier as JSON shows it.
    public var description: String {
        switch self {
        case .number(let number): String(number)
        case .string(let string): "\"\(string)\""
        case .numberText(let text): text
        case .null: "null"
        }
    }
}
