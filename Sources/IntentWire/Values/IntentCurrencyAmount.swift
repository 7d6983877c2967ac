import Foundation

/// An amount of money in a currency, as a parameter or property value, and as it crosses the wire.
/// ```swift
/// @Parameter(title: "Budget") var budget: IntentCurrencyAmount
/// let total = IntentCurrencyAmount(amount: 12.50, currencyCode: "EUR")
/// ```
///
/// On the wire: `{"currency": {"amount": "12.50", "code": "EUR"}}`; the amount is a string so that no decimal digit
/// is lost to binary floating point.
public struct IntentCurrencyAmount: Sendable, Hashable, Codable {
    /// The amount.
    public var amount: Decimal
    /// The ISO 4217 currency code: `EUR`, `USD`.
    public var currencyCode: String

    /// Creates an amount of money.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// The amount in decimal notation with a point: `12.5`.
    public var amountText: String { NSDecimalNumber(decimal: amount).description(withLocale: Locale(identifier: "en_US_POSIX")) }

    enum CodingKeys: String, CodingKey {
        case amount
        case currencyCode = "code"
    }

    /// Decodes an amount given as a decimal string (or, from a lenient client, a number).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currencyCode = try container.decode(String.self, forKey: .currencyCode)
        if let text = try? container.decode(String.self, forKey: .amount) {
            guard let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: "\"\(text)\" is not a decimal amount such as \"12.50\"")
            }
            self.amount = amount
        } else {
            self.amount = Decimal(try container.decode(Double.self, forKey: .amount))
        }
    }

    /// Encodes the amount as a decimal string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amountText, forKey: .amount)
        try container.encode(currencyCode, forKey: .currencyCode)
    }
}
