import Foundation

/// The one value type that crosses the pipe between an app and its test side.
///
/// Every parameter, property, query result and intent result travels as an
/// `IntentValue`. The cases mirror what App Intents can express: primitives,
/// dates, URLs, durations, arrays, entities (persistent and transient), enum
/// cases and union values.
///
/// On the wire a value is `null` or an object with exactly one key naming its
/// case, for example `{"string":"Deep Space"}` or `{"int":3}`. See the
/// protocol article for the full encoding.
public indirect enum IntentValue: Sendable, Hashable {
    /// An explicit absence of a value (`nil`).
    case null
    /// A Boolean.
    case bool(Bool)
    /// A signed integer.
    case int(Int)
    /// A double-precision number.
    case double(Double)
    /// A string.
    case string(String)
    /// A point in time; round-trips bit-exactly.
    case date(Date)
    /// A URL.
    case url(URL)
    /// A length of time, in seconds.
    case duration(Double)
    /// An ordered list of values.
    case array([IntentValue])
    /// A persistent entity: type, instance identifier, properties and display.
    case entity(EntityValue)
    /// A transient entity: type and properties, no stable identifier.
    case transientEntity(TransientEntityValue)
    /// A case of an app enum, by raw value.
    case enumCase(EnumValue)
    /// A union value: which case, and the value it wraps.
    case union(UnionValue)
    /// A measurement: a number and a unit (`Measurement<UnitLength>`).
    case measurement(MeasurementValue)
    /// An amount of money in a currency (`IntentCurrencyAmount`).
    case currencyAmount(IntentCurrencyAmount)
    /// A file: name, content type and bytes or location (`IntentFile`).
    case file(IntentFile)
    /// Calendar fields (`DateComponents`).
    case dateComponents(DateComponentsValue)
    /// A person: identifier, name and handles (`IntentPerson`).
    case person(IntentPerson)
    /// A decimal number, exact: `Decimal`.
    case decimal(Decimal)
}

extension IntentValue {
    /// A short name for the kind of value, used in error messages ("string", "EventEntity").
    public var kindDescription: String {
        switch self {
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .date: "Date"
        case .url: "URL"
        case .duration: "Duration"
        case .array: "Array"
        case .entity(let entity): entity.typeIdentifier
        case .transientEntity(let entity): entity.typeIdentifier
        case .enumCase(let value): value.typeIdentifier
        case .union(let value): value.typeIdentifier
        case .measurement(let value): "Measurement<\(value.dimension)>"
        case .currencyAmount: "IntentCurrencyAmount"
        case .file: "IntentFile"
        case .dateComponents: "DateComponents"
        case .person: "IntentPerson"
        case .decimal: "Decimal"
        }
    }

    /// The value with its type where the value alone does not show it: `Int 10`, `String "x"`, `EventStatus.cancelled`.
    public var typedDescription: String {
        switch self {
        case .null, .entity, .transientEntity, .enumCase, .union, .measurement, .currencyAmount: description
        default: "\(kindDescription) \(description)"
        }
    }

    /// Whether this value is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
