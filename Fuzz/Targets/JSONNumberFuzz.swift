import Foundation
import IntentJSON

/// Every reader of JSON numbers against a slow reference written from the digits, at and past every edge.
///
/// Oracles, for input that is one JSON number: the exact integer (`JSONNumber.int`, the member reader's `expectInt`,
/// `Codable`'s `Int`, and `Int8`, `UInt8`, `Int64`, `UInt64`) is the reference's, which writes the number out digit by
/// digit and compares it with each type's limits as text; the `Double` (`JSONNumber.double`, the member reader's
/// fast path) is the standard library's conversion, bit for bit (so `-0` keeps its sign), or nothing where that would
/// be infinite or a zero read from digits that are not all zero.
enum JSONNumberFuzz {
    static func check(_ input: [UInt8]) {
        guard case .number(let number)? = try? JSONParser.parse(input) else { return }
        let text = number.text
        let reference = Reference(text)
        let int = reference.integer(min: String(Int.min), max: String(Int.max))
        if number.int.map(String.init) != int { oracleFailed("json-number", "JSONNumber.int is \(String(describing: number.int)), the reference \(String(describing: int))", input) }
        let read: Int? = Array(text.utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return try? parser.expectInt()
        }
        if read.map(String.init) != int { oracleFailed("json-number", "expectInt read \(String(describing: read)), the reference \(String(describing: int))", input) }
        let decoded = try? WireCoding.decode([Int].self, from: Array("[\(text)]".utf8)).first
        if decoded.map(String.init) != int { oracleFailed("json-number", "Codable read \(String(describing: decoded)), the reference \(String(describing: int))", input) }
        compare(number, Int8.self, reference, input)
        compare(number, UInt8.self, reference, input)
        compare(number, Int64.self, reference, input)
        compare(number, UInt64.self, reference, input)

        let standard = Double(text)
        let expected: Double? = standard.flatMap { value in
            guard value.isFinite, value != 0 || !reference.hasNonZeroDigit else { return nil }
            return value
        }
        if number.double?.bitPattern != expected?.bitPattern {
            oracleFailed("json-number", "JSONNumber.double is \(String(describing: number.double)), expected \(String(describing: expected))", input)
        }
        let fast: Double? = Array(text.utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return parser.readDouble()
        }
        if fast?.bitPattern != expected?.bitPattern {
            oracleFailed("json-number", "readDouble read \(String(describing: fast)), expected \(String(describing: expected))", input)
        }
    }

    private static func compare<Integer: FixedWidthInteger>(_ number: JSONNumber, _ type: Integer.Type, _ reference: Reference, _ input: [UInt8]) {
        let expected = reference.integer(min: String(Integer.min), max: String(Integer.max))
        let actual: String? = if case .value(let value) = number.exactInteger(as: type) { String(value) } else { nil }
        if actual != expected { oracleFailed("json-number", "\(type) is \(String(describing: actual)), the reference \(String(describing: expected))", input) }
    }

    /// A number written out as its integer digits and whether a fraction is left, by moving the point.
    struct Reference {
        let negative: Bool
        /// The digits before the point once the exponent is applied, leading zeros dropped ("" for zero); `nil` when
        /// they would run past 400 digits (out of every range).
        let integerDigits: String?
        /// Whether any non-zero digit is left after the point.
        let hasFraction: Bool
        /// Whether any digit of the significand is not zero.
        let hasNonZeroDigit: Bool

        init(_ text: String) {
            var rest = Substring(text)
            negative = rest.first == "-"
            if negative { rest = rest.dropFirst() }
            let significand = rest.prefix { $0 != "e" && $0 != "E" }
            let exponentText = rest.dropFirst(significand.count + 1)
            let parts = significand.split(separator: ".", omittingEmptySubsequences: false)
            let digits = Array(String(parts[0]) + (parts.count > 1 ? String(parts[1]) : ""))
            hasNonZeroDigit = digits.contains { $0 != "0" }
            // The exponent, clamped: past ±1000 the answer no longer depends on it.
            let exponentSign = exponentText.first == "-" ? -1 : 1
            let exponentDigits = exponentText.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }
            let exponent = exponentDigits.count > 4 ? 1000 * exponentSign : exponentSign * (Int(exponentDigits) ?? 0)
            let point = parts[0].count + exponent
            guard hasNonZeroDigit else {
                (integerDigits, hasFraction) = ("", false)
                return
            }
            if point > 400 {
                (integerDigits, hasFraction) = (nil, false)
            } else if point >= digits.count {
                integerDigits = String(String(digits) + String(repeating: "0", count: point - digits.count)).drop { $0 == "0" }.description
                hasFraction = false
            } else {
                let whole = point > 0 ? Array(digits[0..<point]) : []
                let fraction = point > 0 ? Array(digits[point...]) : digits
                integerDigits = String(whole).drop { $0 == "0" }.description
                hasFraction = fraction.contains { $0 != "0" }
            }
        }

        /// The integer as text when the number is whole and within `min...max` (as decimal text), else `nil`.
        func integer(min: String, max: String) -> String? {
            guard !hasFraction, let digits = integerDigits else { return nil }
            if digits.isEmpty { return "0" }
            let bound = negative ? (min.hasPrefix("-") ? String(min.dropFirst()) : nil) : max
            guard let bound, digits.count < bound.count || (digits.count == bound.count && digits <= bound) else { return nil }
            return (negative ? "-" : "") + digits
        }
    }
}
