import Foundation
import IntentWire

/// A check of a value by a Foundation `Predicate`: `.matches(#Predicate<Date> { $0 > start }, requirement: "…")`.
///
/// The value is read as the predicate's input type first; a value that does not read as it does not meet the
/// check. A missing value does not meet a predicate on a non-optional type; a predicate on an optional type
/// receives `nil` and decides.
public struct PredicateExpectation: IntentValueExpectation, CustomStringConvertible {
    /// What the predicate checks, as given, if it was.
    public let requirement: String?
    private let evaluate: @Sendable (IntentValue) throws -> Bool?

    init<Input: IntentValueConvertible>(_ predicate: Predicate<Input>, requirement: String?) {
        self.requirement = requirement
        evaluate = { value in
            let context = IntentValueContext(bundleIdentifier: "", path: "value")
            guard let input = try? Input(intentValue: value, context: context) else { return nil }
            return try predicate.evaluate(input)
        }
    }

    /// Whether the value reads as the predicate's input type and the predicate holds for it.
    /// - Throws: What the predicate's evaluation throws.
    public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        try evaluate(value?.makeExpression().value ?? .null) ?? false
    }

    /// `matches(…)`, with the requirement when there is one.
    public var description: String { requirement.map { "matches(\"\($0)\")" } ?? "matches(a predicate)" }
}

extension IntentValueExpectation where Self == PredicateExpectation {
    /// The value must satisfy `predicate`; `requirement` says what it checks, for people reading a failure.
    public static func matches<Input: IntentValueConvertible>(_ predicate: Predicate<Input>, requirement: String? = nil) -> PredicateExpectation {
        PredicateExpectation(predicate, requirement: requirement)
    }
}
