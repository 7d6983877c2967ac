import IntentJSON

extension ValueType: Decodable {
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

    enum CodingKeys: String, CodingKey {
        case kind, element, wrapped, name, dimension
    }
}

/// A type's one encoding, written by hand: `{"kind": …}` with `element`, `wrapped`, `name` or `dimension` where
/// needed (see ``AppMetadata``'s).
extension ValueType: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw("{\"kind\":")
        switch self {
        case .string, .int, .double, .bool, .date, .url, .duration, .currencyAmount, .file, .dateComponents, .person, .decimal:
            writer.writeString(description)
        case .measurement(let dimension):
            writer.writeString("\"Measurement\",\"dimension\":", dimension)
        case .array(let element):
            writer.writeRaw("\"array\",\"element\":")
            element.writeJSON(to: &writer)
        case .optional(let wrapped):
            writer.writeRaw("\"optional\",\"wrapped\":")
            wrapped.writeJSON(to: &writer)
        case .entity(let name):
            writer.writeString("\"entity\",\"name\":", name)
        case .transientEntity(let name):
            writer.writeString("\"transientEntity\",\"name\":", name)
        case .enumeration(let name):
            writer.writeString("\"enum\",\"name\":", name)
        case .union(let name):
            writer.writeString("\"union\",\"name\":", name)
        }
        writer.writeRaw("}")
    }
}
