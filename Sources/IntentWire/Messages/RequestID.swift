/// A JSON-RPC request identifier: a number or a string.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A numeric identifier.
    case number(Int)
    /// A string identifier.
    case string(String)

    /// Decodes a number or a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the identifier as it was received.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    /// The identifier as JSON would show it.
    public var description: String {
        switch self {
        case .number(let number): String(number)
        case .string(let string): "\"\(string)\""
        }
    }
}
