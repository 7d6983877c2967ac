import Foundation

/// A `Decimal` as the protocol writes it: its exact digits, `"12.50"` reads and `"12.5"` writes.
public enum DecimalText {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The digits, with `.` for the point and no grouping: `12.5`, `-0.001`.
    public static func text(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).description(withLocale: posix)
    }

    /// The decimal a text of digits holds (an optional sign, digits, a point, an exponent); `nil` for anything else,
    /// including text with more after the number and NaN.
    public static func decimal(_ text: String) -> Decimal? {
        guard text.utf8.count <= 400, isNumber(Array(text.utf8)), let value = Decimal(string: text, locale: posix), !value.isNaN else { return nil }
        return value
    }

    /// Whether the bytes are `[+-]digits[.digits][(e|E)[+-]digits]`, with digits on at least one side of the point.
    private static func isNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
