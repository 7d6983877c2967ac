import Foundation
import IntentJSON
import IntentWire

extension Decimal: IntentValueConvertible {
    /// The decimal, exact.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.decimal(self)) }

    /// Reads a decimal, or a whole number or a double (as its shortest text, so `0.1` reads as `0.1`).
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        switch intentValue {
        case .decimal(let value): self = value
        case .int(let value): self = Decimal(value)
        case .double(let value):
            guard value.isFinite, let decimal = DecimalText.decimal(String(value)) else { throw context.mismatch(intentValue, expected: "Decimal") }
            self = decimal
        default: throw context.mismatch(intentValue, expected: "Decimal")
        }
    }
}

extension AttributedString: IntentValueConvertible {
    /// The characters, as a string: attributes do not cross the pipe.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.string(String(characters))) }

    /// Reads a string (or an enum case's raw value) as unattributed text.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        self.init(try String(intentValue: intentValue, context: context))
    }
}
