import Foundation
import IntentJSON
import IntentWire

extension Decimal: IntentValueCodable {
    /// `Decimal`.
    public static var valueType: ValueType { .decimal }
    /// The decimal, exact.
    public var intentValue: IntentValue { .decimal(self) }
    /// Accepts a decimal, a whole number, a double (by its shortest text, so `0.1` is `0.1`) or decimal text (`"12.50"`).
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Decimal {
        switch value {
        case .decimal(let decimal): return decimal
        case .int(let number): return Decimal(number)
        case .double(let number):
            guard number.isFinite, let decimal = DecimalText.decimal(String(number)) else { throw context.typeMismatch(expected: valueType, given: value) }
            return decimal
        case .string(let text):
            guard let decimal = DecimalText.decimal(text) else { throw context.typeMismatch(expected: valueType, given: value) }
            return decimal
        default: throw context.typeMismatch(expected: valueType, given: value)
        }
    }
}

extension AttributedString: IntentValueCodable {
    /// `String`: attributes do not cross the pipe.
    public static var valueType: ValueType { .string }
    /// The characters, as a string.
    public var intentValue: IntentValue { .string(String(characters)) }
    /// Resolves as a `String` does, as unattributed text.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> AttributedString {
        AttributedString(try await String.resolve(value, in: context))
    }
}
