import Foundation
import IntentKitClient
import IntentWire

extension String: IntentValueConvertible {
    /// The string.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.string(self)) }
    /// Reads a string, or an enum case's raw value.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        switch intentValue {
        case .string(let value): self = value
        case .enumCase(let value): self = value.rawValue
        default: throw context.mismatch(intentValue, expected: "String")
        }
    }
}

extension Int: IntentValueConvertible {
    /// The integer.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.int(self)) }
    /// Reads an integer.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .int(let value) = intentValue else { throw context.mismatch(intentValue, expected: "Int") }
        self = value
    }
}

extension Double: IntentValueConvertible {
    /// The number.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.double(self)) }
    /// Reads a double, or an integer as a double.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        switch intentValue {
        case .double(let value), .duration(let value): self = value
        case .int(let value): self = Double(value)
        default: throw context.mismatch(intentValue, expected: "Double")
        }
    }
}

extension Bool: IntentValueConvertible {
    /// The Boolean.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.bool(self)) }
    /// Reads a Boolean.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .bool(let value) = intentValue else { throw context.mismatch(intentValue, expected: "Bool") }
        self = value
    }
}

extension Date: IntentValueConvertible {
    /// The date.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.date(self)) }
    /// Reads a date.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .date(let value) = intentValue else { throw context.mismatch(intentValue, expected: "Date") }
        self = value
    }
}

extension URL: IntentValueConvertible {
    /// The URL.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.url(self)) }
    /// Reads a URL.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .url(let value) = intentValue else { throw context.mismatch(intentValue, expected: "URL") }
        self = value
    }
}

extension Duration: IntentValueConvertible {
    /// The duration, in seconds.
    public func makeExpression() -> IntentValueExpression {
        IntentValueExpression(.duration(Double(components.seconds) + Double(components.attoseconds) / 1e18))
    }
    /// Reads a duration.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .duration(let seconds) = intentValue, let duration = ValueBounds.duration(seconds: seconds) else {
            throw context.mismatch(intentValue, expected: "Duration (\(ValueBounds.durationRangeText))")
        }
        self = duration
    }
}

extension Array: IntentValueExpressing where Element: IntentValueExpressing {
    /// The elements, as an array value.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.array(map { $0.makeExpression().value })) }
}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
    /// Reads an array, converting each element.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .array(let values) = intentValue else { throw context.mismatch(intentValue, expected: "an array") }
        self = try values.enumerated().map { index, value in try Element(intentValue: value, context: context.appending("[\(index)]")) }
    }
}

extension Optional: IntentValueExpressing where Wrapped: IntentValueExpressing {
    /// The wrapped value, or null: an explicit nil.
    public func makeExpression() -> IntentValueExpression { self?.makeExpression() ?? IntentValueExpression(.null) }
}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
    /// Reads nil for null, else the wrapped type.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        self = intentValue.isNull ? nil : try Wrapped(intentValue: intentValue, context: context)
    }
}
