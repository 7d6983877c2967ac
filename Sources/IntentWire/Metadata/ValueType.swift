/// The declared type of a parameter, property or result, as metadata.
///
/// On the wire it is a string in Swift spelling: `String`, `Date`, `[AttendeeEntity]`,
/// `EventStatus?`. Named types (entities, enums, unions) are recognised through
/// the metadata that declares them.
public indirect enum ValueType: Sendable, Hashable {
    /// `String`.
    case string
    /// `Int`.
    case int
    /// `Double`.
    case double
    /// `Bool`.
    case bool
    /// `Date`.
    case date
    /// `URL`.
    case url
    /// `Duration`.
    case duration
    /// An array of the element type.
    case array(ValueType)
    /// An optional of the wrapped type.
    case optional(ValueType)
    /// A persistent entity type, by name.
    case entity(String)
    /// A transient entity type, by name.
    case transientEntity(String)
    /// An app enum, by name.
    case enumeration(String)
    /// A union, by name.
    case union(String)
    /// A measurement in a Foundation dimension, by the dimension's name: `Measurement<UnitLength>`.
    case measurement(String)
    /// `IntentCurrencyAmount`.
    case currencyAmount
    /// `IntentFile`.
    case file
    /// `DateComponents`.
    case dateComponents
    /// `IntentPerson`.
    case person
    /// `Decimal`.
    case decimal
}

extension ValueType {
    /// The type without any optional wrapping.
    public var nonOptional: ValueType {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }

    /// Whether the type is optional.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The name of the entity, enum or union type this type refers to, looking through arrays and optionals.
    public var namedType: String? {
        switch self {
        case .array(let element), .optional(let element): element.namedType
        case .entity(let name), .transientEntity(let name), .enumeration(let name), .union(let name): name
        default: nil
        }
    }
}

extension ValueType: CustomStringConvertible {
    /// The Swift spelling of the type, as used on the wire.
    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .duration: "Duration"
        case .array(let element): "[\(element)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .entity(let name), .transientEntity(let name), .enumeration(let name), .union(let name): name
        case .measurement(let dimension): "Measurement<\(dimension)>"
        case .currencyAmount: "IntentCurrencyAmount"
        case .file: "IntentFile"
        case .dateComponents: "DateComponents"
        case .person: "IntentPerson"
        case .decimal: "Decimal"
        }
    }
}
