import Foundation
import IntentWire

/// A type whose values IntentKit can send as an ``IntentValue`` and resolve from one.
///
/// Parameter, property and result types conform: `String`, `Int`, `Double`,
/// `Bool`, `Date`, `URL`, `Duration`, arrays and optionals of conforming
/// types, entities (``AppEntity``, ``TransientAppEntity``) and enums
/// (``AppEnum``). Apps rarely conform types of their own.
///
/// Implementation requirements: ``valueType``, ``intentValue`` and
/// ``resolve(_:in:)``, which turns a wire value into `Self` (entities are
/// looked up through their query, so resolution is asynchronous).
public protocol IntentValueCodable: Sendable {
    /// The declared type, as metadata.
    static var valueType: ValueType { get }
    /// This value as it crosses the wire.
    var intentValue: IntentValue { get }
    /// Turns a wire value into a value of this type.
    /// - Throws: ``ResolutionError`` when the value does not fit the type.
    static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Self
    /// Writes the JSON text that ``intentValue`` is sent as, without making the value; `false` to leave the value
    /// to ``intentValue`` (what was written is then discarded).
    ///
    /// IntentKit's own: its value types, entities and enums implement it; do not implement it yourself.
    func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool
    /// What a parameter or property of this type that was never set reads as: `nil` inside `.some` for an
    /// optional, `nil` for any other type (reading one unset is a programming error).
    ///
    /// IntentKit's own; do not implement it yourself.
    static var _intentKitValueWhenUnset: Self? { get }
}

extension IntentValueCodable {
    /// `false`: the value is written from ``intentValue``.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool { false }
    /// `nil`: a value of this type must be set before it is read.
    public static var _intentKitValueWhenUnset: Self? { nil }
}

extension String: IntentValueCodable {
    /// `String`.
    public static var valueType: ValueType { .string }
    /// The string.
    public var intentValue: IntentValue { .string(self) }
    /// Accepts a string or an enum case (its raw value).
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> String {
        switch value {
        case .string(let string): return string
        case .enumCase(let enumValue): return enumValue.rawValue
        default: throw context.typeMismatch(expected: valueType, given: value)
        }
    }
}

extension Int: IntentValueCodable {
    /// `Int`.
    public static var valueType: ValueType { .int }
    /// The integer.
    public var intentValue: IntentValue { .int(self) }
    /// Accepts an integer, a whole double, or a string of digits.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Int {
        switch value {
        case .int(let int): return int
        case .double(let double) where double.rounded() == double && abs(double) < 9e15: return Int(double)
        case .string(let string): if let int = Int(string) { return int }
        default: break
        }
        throw context.typeMismatch(expected: valueType, given: value)
    }
}

extension Double: IntentValueCodable {
    /// `Double`.
    public static var valueType: ValueType { .double }
    /// The number.
    public var intentValue: IntentValue { .double(self) }
    /// Accepts a double, an integer, or a numeric string.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Double {
        switch value {
        case .double(let double): return double
        case .int(let int): return Double(int)
        case .string(let string): if let double = Double(string) { return double }
        default: break
        }
        throw context.typeMismatch(expected: valueType, given: value)
    }
}

extension Bool: IntentValueCodable {
    /// `Bool`.
    public static var valueType: ValueType { .bool }
    /// The Boolean.
    public var intentValue: IntentValue { .bool(self) }
    /// Accepts a Boolean, or the strings `true` and `false`.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Bool {
        switch value {
        case .bool(let bool): return bool
        case .string("true"): return true
        case .string("false"): return false
        default: throw context.typeMismatch(expected: valueType, given: value)
        }
    }
}

extension Date: IntentValueCodable {
    /// `Date`.
    public static var valueType: ValueType { .date }
    /// The date.
    public var intentValue: IntentValue { .date(self) }
    /// Accepts a date, or an ISO 8601 string, from year 1 to year 9999.
    /// - Throws: ``ResolutionError`` of kind `outOfRange` for a date outside those years, which no app could store
    ///   and show.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Date {
        let date: Date
        switch value {
        case .date(let given): date = given
        case .string(let string):
            guard let parsed = IntentValue.parseISO8601(string) else { throw context.typeMismatch(expected: valueType, given: value) }
            date = parsed
        default: throw context.typeMismatch(expected: valueType, given: value)
        }
        guard ValueBounds.contains(date) else { throw context.outOfRange(expected: ValueBounds.dateRangeText, given: value) }
        return date
    }
}

extension URL: IntentValueCodable {
    /// `URL`.
    public static var valueType: ValueType { .url }
    /// The URL.
    public var intentValue: IntentValue { .url(self) }
    /// Accepts a URL, or a string that parses as one.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> URL {
        switch value {
        case .url(let url): return url
        case .string(let string): if let url = URL(string: string), url.scheme != nil { return url }
        default: break
        }
        throw context.typeMismatch(expected: valueType, given: value)
    }
}

extension Duration: IntentValueCodable {
    /// `Duration`.
    public static var valueType: ValueType { .duration }
    /// The duration in seconds.
    public var intentValue: IntentValue {
        .duration(seconds)
    }
    /// The length in seconds, as the wire carries it.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    /// Accepts a duration or a number of seconds, to the millisecond.
    /// - Throws: ``ResolutionError`` of kind `outOfRange` for more than 9e15 seconds (285 million years) either way.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Duration {
        let seconds: Double
        switch value {
        case .duration(let given), .double(let given): seconds = given
        case .int(let given): seconds = Double(given)
        default: throw context.typeMismatch(expected: valueType, given: value)
        }
        guard let duration = ValueBounds.duration(seconds: seconds) else {
            throw context.outOfRange(expected: ValueBounds.durationRangeText, given: value)
        }
        return duration
    }
}

extension Optional: IntentValueCodable where Wrapped: IntentValueCodable {
    /// The wrapped type, optional.
    public static var valueType: ValueType { .optional(Wrapped.valueType) }
    /// The wrapped value, or ``IntentValue/null``.
    public var intentValue: IntentValue { self?.intentValue ?? .null }
    /// `null` resolves to `nil`; anything else resolves as the wrapped type.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Wrapped? {
        if value.isNull { return nil }
        return try await Wrapped.resolve(value, in: context)
    }
    /// An optional never set reads as `nil`.
    public static var _intentKitValueWhenUnset: Wrapped?? { .some(nil) }
}

extension Array: IntentValueCodable where Element: IntentValueCodable {
    /// An array of the element type.
    public static var valueType: ValueType { .array(Element.valueType) }
    /// The elements, as an array value.
    public var intentValue: IntentValue { .array(map { $0.intentValue }) }
    /// Resolves each element; a single non-array value becomes a one-element array.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> [Element] {
        switch value {
        case .array(let values):
            var result: [Element] = []
            result.reserveCapacity(values.count)
            for (index, element) in values.enumerated() {
                result.append(try await Element.resolve(element, in: context.element(index)))
            }
            return result
        case .null:
            throw context.typeMismatch(expected: valueType, given: value)
        default:
            return [try await Element.resolve(value, in: context.element(0))]
        }
    }
}
