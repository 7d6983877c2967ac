import Foundation

/// Calendar fields as they cross the wire: only the fields that are set, by name.
///
/// On the wire: `{"dateComponents": {"year": 2026, "month": 12, "day": 25, "hour": 10}}`.
/// A time zone travels as its identifier (`"timeZone": "Europe/Paris"`).
public struct DateComponentsValue: Sendable, Hashable, Codable {
    /// The fields that are set, by name: `era`, `year`, `month`, `day`, `hour`, `minute`, `second`, `nanosecond`, `weekday`, `weekOfYear`.
    public var fields: [String: Int]
    /// The time zone's identifier, if set.
    public var timeZone: String?

    /// The names ``fields`` may use, in calendar order.
    public static let fieldNames = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekOfYear"]

    /// Creates the wire form of date components.
    public init(_ components: DateComponents) {
        var fields: [String: Int] = [:]
        for name in Self.fieldNames {
            if let value = components.value(for: Self.component(named: name)) { fields[name] = value }
        }
        self.fields = fields
        self.timeZone = components.timeZone?.identifier
    }

    /// The Foundation date components.
    /// - Throws: ``UnknownField`` for a field name that is not a calendar field, or an unknown time zone.
    public func dateComponents() throws -> DateComponents {
        var components = DateComponents()
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            guard Self.fieldNames.contains(name) else { throw UnknownField(name: name) }
            components.setValue(value, for: Self.component(named: name))
        }
        if let timeZone {
            guard let zone = TimeZone(identifier: timeZone) else { throw UnknownField(name: "timeZone \"\(timeZone)\"") }
            components.timeZone = zone
        }
        return components
    }

    /// A field that date components do not have.
    public struct UnknownField: Error, Sendable, CustomStringConvertible {
        /// The field's name.
        public var name: String
        /// "unknown date component "…"; expected era, year, …".
        public var description: String {
            "unknown date component \(name); expected " + DateComponentsValue.fieldNames.joined(separator: ", ") + " or timeZone"
        }
    }

    private struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes the set fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DynamicKey.self)
        var fields: [String: Int] = [:]
        var timeZone: String?
        for key in container.allKeys {
            if key.stringValue == "timeZone" {
                timeZone = try container.decode(String.self, forKey: key)
            } else {
                fields[key.stringValue] = try container.decode(Int.self, forKey: key)
            }
        }
        self.fields = fields
        self.timeZone = timeZone
    }

    /// Encodes the set fields in calendar order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DynamicKey.self)
        for name in Self.fieldNames + fields.keys.sorted().filter({ !Self.fieldNames.contains($0) }) {
            if let value = fields[name] { try container.encode(value, forKey: DynamicKey(stringValue: name)) }
        }
        try container.encodeIfPresent(timeZone, forKey: DynamicKey(stringValue: "timeZone"))
    }

    private static func component(named name: String) -> Calendar.Component {
        switch name {
        case "era": .era
        case "year": .year
        case "month": .month
        case "day": .day
        case "hour": .hour
        case "minute": .minute
        case "second": .second
        case "nanosecond": .nanosecond
        case "weekday": .weekday
        default: .weekOfYear
        }
    }
}
