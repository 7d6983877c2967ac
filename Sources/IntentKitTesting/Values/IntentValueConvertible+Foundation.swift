import Foundation
import IntentKitClient
import IntentWire

extension Measurement: IntentValueExpressing where UnitType: Dimension {
    /// The number, its unit's symbol and the dimension.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.measurement(MeasurementValue(self))) }
}

extension Measurement: IntentValueConvertible where UnitType: Dimension {
    /// Reads a measurement of this dimension, in the unit the app sent.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        let expected = "Measurement<\(String(describing: UnitType.self))>"
        guard case .measurement(let measurement) = intentValue else { throw context.mismatch(intentValue, expected: expected) }
        do {
            self = try measurement.measurement(in: UnitType.self)
        } catch {
            throw IntentValueError(kind: .typeMismatch, message: "\(context.path): \(error)")
        }
    }
}

extension IntentCurrencyAmount: IntentValueConvertible {
    /// The amount and its currency.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.currencyAmount(self)) }

    /// Reads an amount of money.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .currencyAmount(let money) = intentValue else { throw context.mismatch(intentValue, expected: "IntentCurrencyAmount") }
        self = money
    }
}

extension IntentPerson: IntentValueConvertible {
    /// The person with their name and handles.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.person(self)) }

    /// Reads a person.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .person(let person) = intentValue else { throw context.mismatch(intentValue, expected: "IntentPerson") }
        self = person
    }
}

extension IntentFile: IntentValueConvertible {
    /// The file with its bytes, or its location.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.file(self)) }

    /// Reads a file.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .file(let file) = intentValue else { throw context.mismatch(intentValue, expected: "IntentFile") }
        guard file.hasContents else {
            throw IntentValueError(kind: .typeMismatch, message: "\(context.path): the file \(file.filename) has neither data nor a file URL")
        }
        self = file
    }
}

extension DateComponents: IntentValueConvertible {
    /// The fields that are set.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.dateComponents(DateComponentsValue(self))) }

    /// Reads date components.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .dateComponents(let components) = intentValue else { throw context.mismatch(intentValue, expected: "DateComponents") }
        do {
            self = try components.dateComponents()
        } catch {
            throw IntentValueError(kind: .typeMismatch, message: "\(context.path): \(error)")
        }
    }
}
