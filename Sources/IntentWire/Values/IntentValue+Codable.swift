import Foundation

extension IntentValue: Codable {
    package enum Tag: String, CodingKey, CaseIterable {
        case bool, int, double, string, date, url, duration, array, entity
        case transientEntity = "transient"
        case enumCase = "enum"
        case union
        case measurement
        case currencyAmount = "currency"
        case file
        case dateComponents
        case person
    }

    /// Decodes `null` or a one-key object naming the case.
    ///
    /// A date is seconds since 2001-01-01T00:00:00Z as a JSON number, or an
    /// ISO 8601 string (for hand-written clients).
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() {
            self = .null
            return
        }
        let container = try decoder.container(keyedBy: Tag.self)
        guard container.allKeys.count == 1, let tag = container.allKeys.first else {
            let found = container.allKeys.map(\.stringValue)
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a value must be null or an object with exactly one of the keys "
                        + Tag.allCases.map(\.stringValue).joined(separator: ", ")
                        + "; found keys [\(found.joined(separator: ", "))]"
                ))
        }
        switch tag {
        case .bool: self = .bool(try container.decode(Bool.self, forKey: tag))
        case .int: self = .int(try container.decode(Int.self, forKey: tag))
        case .double: self = .double(try container.decode(Double.self, forKey: tag))
        case .string: self = .string(try container.decode(String.self, forKey: tag))
        case .date:
            if let seconds = try? container.decode(Double.self, forKey: tag) {
                self = .date(Date(timeIntervalSinceReferenceDate: seconds))
            } else {
                let text = try container.decode(String.self, forKey: tag)
                guard let date = Self.parseISO8601(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: tag, in: container,
                        debugDescription: "date \"\(text)\" is neither seconds since 2001 nor ISO 8601 (e.g. 2026-11-29T13:40:00Z)")
                }
                self = .date(date)
            }
        case .url:
            let text = try container.decode(String.self, forKey: tag)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: tag, in: container, debugDescription: "\"\(text)\" is not a URL")
            }
            self = .url(url)
        case .duration: self = .duration(try container.decode(Double.self, forKey: tag))
        case .array: self = .array(try container.decode([IntentValue].self, forKey: tag))
        case .entity: self = .entity(try container.decode(EntityValue.self, forKey: tag))
        case .transientEntity: self = .transientEntity(try container.decode(TransientEntityValue.self, forKey: tag))
        case .enumCase: self = .enumCase(try container.decode(EnumValue.self, forKey: tag))
        case .union: self = .union(try container.decode(UnionValue.self, forKey: tag))
        case .measurement: self = .measurement(try container.decode(MeasurementValue.self, forKey: tag))
        case .currencyAmount: self = .currencyAmount(try container.decode(CurrencyAmountValue.self, forKey: tag))
        case .file: self = .file(try container.decode(FileValue.self, forKey: tag))
        case .dateComponents: self = .dateComponents(try container.decode(DateComponentsValue.self, forKey: tag))
        case .person: self = .person(try container.decode(IntentPerson.self, forKey: tag))
        }
    }

    /// Encodes `null` or a one-key object naming the case.
    public func encode(to encoder: any Encoder) throws {
        if case .null = self {
            var single = encoder.singleValueContainer()
            try single.encodeNil()
            return
        }
        var container = encoder.container(keyedBy: Tag.self)
        switch self {
        case .null: break
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .string(let value): try container.encode(value, forKey: .string)
        case .date(let value): try container.encode(value.timeIntervalSinceReferenceDate, forKey: .date)
        case .url(let value): try container.encode(value.absoluteString, forKey: .url)
        case .duration(let value): try container.encode(value, forKey: .duration)
        case .array(let value): try container.encode(value, forKey: .array)
        case .entity(let value): try container.encode(value, forKey: .entity)
        case .transientEntity(let value): try container.encode(value, forKey: .transientEntity)
        case .enumCase(let value): try container.encode(value, forKey: .enumCase)
        case .union(let value): try container.encode(value, forKey: .union)
        case .measurement(let value): try container.encode(value, forKey: .measurement)
        case .currencyAmount(let value): try container.encode(value, forKey: .currencyAmount)
        case .file(let value): try container.encode(value, forKey: .file)
        case .dateComponents(let value): try container.encode(value, forKey: .dateComponents)
        case .person(let value): try container.encode(value, forKey: .person)
        }
    }

    package static func parseISO8601(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
