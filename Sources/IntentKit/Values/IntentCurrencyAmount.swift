import Foundation
import IntentWire

extension IntentCurrencyAmount: IntentValueCodable {
    /// `IntentCurrencyAmount`.
    public static var valueType: ValueType { .currencyAmount }

    /// The amount and its currency.
    public var intentValue: IntentValue { .currencyAmount(self) }

    /// Accepts a currency amount with a three-letter currency code.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> IntentCurrencyAmount {
        guard case .currencyAmount(let money) = value else { throw context.typeMismatch(expected: valueType, given: value) }
        let code = money.currencyCode.uppercased()
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ResolutionError(
                message: "\(context.subject): \"\(money.currencyCode)\" is not a currency code; expected three letters such as EUR or USD",
                details: ErrorDetails(kind: .typeMismatch, name: context.path, owner: context.intent, expected: "an ISO 4217 currency code", given: money.currencyCode))
        }
        return IntentCurrencyAmount(amount: money.amount, currencyCode: code)
    }
}
