import Foundation
import IntentWire

/// A system value an entity can be exported as and imported from through a value representation: Apple's
/// `_SystemIntentValue`. `IntentPerson`, `IntentCurrencyAmount`, `DateComponents` and `Decimal` are ones here.
public protocol _SystemIntentValue: IntentValueConvertible {
    /// The value's type as the metadata names it.
    static var _valueType: ValueType { get }
}

extension IntentPerson: _SystemIntentValue {
    /// `IntentPerson`.
    public static var _valueType: ValueType { .person }
}

extension IntentCurrencyAmount: _SystemIntentValue {
    /// `IntentCurrencyAmount`.
    public static var _valueType: ValueType { .currencyAmount }
}

extension DateComponents: _SystemIntentValue {
    /// `DateComponents`.
    public static var _valueType: ValueType { .dateComponents }
}

extension Decimal: _SystemIntentValue {
    /// `Decimal`.
    public static var _valueType: ValueType { .decimal }
}
