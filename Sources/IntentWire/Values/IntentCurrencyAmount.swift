import Foundation

/// An amount of money in a currency, as a parameter or property value.
/// ```swift
/// @Parameter(title: "Budget") var budget: IntentCurrencyAmount
/// let total = IntentCurrencyAmount(amount: 12.50, currencyCode: "EUR")
/// ```
public struct IntentCurrencyAmount: Sendable, Hashable {
    /// The amount.
    public var amount: Decimal
    /// The ISO 4217 currency code: `EUR`, `USD`.
    public var currencyCode: String

    /// Creates an amount of money.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// The amount as it crosses the wire.
    public var currencyAmountValue: CurrencyAmountValue { CurrencyAmountValue(amount: amount, currencyCode: currencyCode) }
}
