extension ValueType: Codable {
    /// Decodes a type from an object `{"kind": …}`; see the protocol article.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "String": self = .string
        case "Int": self = .int
        case "Double": self = .double
        case "Bool": self = .bool
        case "Date": self = .date
        case "URL": self = .url
        case "Duration": self = .duration
        case "array": self = .array(try container.decode(ValueType.self, forKey: .element))
        case "optional": self = .optional(try container.decode(ValueType.self, forKey: .wrapped))
        case "entity": self = .entity(try container.decode(String.self, forKey: .name))
        case "transientEntity": self = .transientEntity(try container.decode(String.self, forKey: .name))
        case "enum": self = .enumeration(try container.decode(String.self, forKey: .name))
        case "union": self = .union(try container.decode(String.self, forKey: .name))
        case "Measurement": self = .measurement(try container.decode(String.self, forKey: .dimension))
        case "IntentCurrencyAmount": self = .currencyAmount
        case "IntentFile": self = .file
        case "DateComponents": self = .dateComponents
        case "IntentPerson": self = .person
        case "Decimal": self = .decimal
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription:
                    "unknown type kind \"\(kind)\"; expected one of String, Int, Double, Bool, Date, URL, Duration, Measurement, IntentCurrencyAmount, IntentFile, DateComponents, IntentPerson, Decimal, array, optional, entity, transientEntity, enum, union"
            )
        }
    }

    /// Encodes a type as `{"kind": …}` with `element`, `wrapped` or `name` where needed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string, .int, .double, .bool, .date, .url, .duration, .currencyAmount, .file, .dateComponents, .person, .decimal:
            try container.encode(description, forKey: .kind)
        case .measurement(let dimension):
            try container.encode("Measurement", forKey: .kind)
            try container.encode(dimension, forKey: .dimension)
        case .array(let element):
            try container.encode("array", forKey: .kind)
            try container.encode(element, forKey: .element)
        case .optional(let wrapped):
            try container.encode("optional", forKey: .kind)
            try container.encode(wrapped, forKey: .wrapped)
        case .entity(let name):
            try container.encode("entity", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .transientEntity(let name):
            try container.encode("transientEntity", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .enumeration(let name):
            try container.encode("enum", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .union(let name):
            try container.encode("union", forKey: .kind)
            try container.encode(name, forKey: .name)
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, element, wrapped, name, dimension
    }
}
