import Foundation
import IntentWire

/// A check of a value's presence or of a string's content: `.isNil`, `.notNil`, `.equals`, `.contains`,
/// `.contains(regex:)`.
///
/// A string check against a value that is not a string is not met.
public struct PrimitiveExpectation: ResolvableIntentValueExpectation, CustomStringConvertible {
    enum Check: Sendable, Hashable {
        case isNil
        case notNil
        case equals(String)
        case contains(String)
        case containsMatch(regex: String)
    }

    let check: Check

    /// Whether the value meets the check.
    /// - Throws: ``IntentValueError`` of kind `invalidExpectation` for a regular expression that does not compile.
    public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        let wire = value?.makeExpression().value ?? .null
        switch check {
        case .isNil: return wire == .null
        case .notNil: return wire != .null
        case .equals(let expected):
            guard case .string(let text) = wire else { return false }
            return text == expected
        case .contains(let substring):
            guard case .string(let text) = wire else { return false }
            return substring.isEmpty || text.contains(substring)
        case .containsMatch(let pattern):
            let regex: NSRegularExpression
            do {
                regex = try NSRegularExpression(pattern: pattern)
            } catch {
                throw IntentValueError(
                    kind: .invalidExpectation,
                    message: "contains(regex:) was given \"\(pattern)\", which is not a regular expression (ICU syntax, as NSRegularExpression reads it)")
            }
            guard case .string(let text) = wire else { return false }
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    /// The check as written: `equals("Groceries")`, `isNil`.
    public var description: String {
        switch check {
        case .isNil: "isNil"
        case .notNil: "notNil"
        case .equals(let text): "equals(\"\(text)\")"
        case .contains(let text): "contains(\"\(text)\")"
        case .containsMatch(let pattern): "contains(regex: \"\(pattern)\")"
        }
    }
}

extension IntentValueExpectation where Self == PrimitiveExpectation {
    /// The value must be absent (`nil`, or a parameter or property with no value).
    public static var isNil: PrimitiveExpectation { PrimitiveExpectation(check: .isNil) }

    /// The value must be present, whatever it is.
    public static var notNil: PrimitiveExpectation { PrimitiveExpectation(check: .notNil) }

    /// The value must be a string that contains `substring` (exact, case-sensitive).
    public static func contains(_ substring: String) -> Self { PrimitiveExpectation(check: .contains(substring)) }

    /// The value must be a string in which `regex` matches somewhere; anchor it (`^…$`) to match it whole.
    public static func contains(regex: String) -> Self { PrimitiveExpectation(check: .containsMatch(regex: regex)) }

    /// The value must be a string equal to `value` (exact, case-sensitive).
    public static func equals(_ value: String) -> Self { PrimitiveExpectation(check: .equals(value)) }
}
