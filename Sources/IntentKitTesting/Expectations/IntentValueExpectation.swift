/// A check of one value: a string's content, presence, a predicate, or an entity's type, identifier and properties.
///
/// Made through definitions and the static factories (`.equals("…")`, `.isNil`, `.matches(predicate)`,
/// `definitions.entities["EventEntity"].expect(title: …)`); do not conform types of your own. Checking never
/// performs an intent: it reads the value, and for an entity known only by its identifier, runs the entity's
/// query to read its properties.
public protocol IntentValueExpectation: Sendable {
    /// Whether `value` (`nil` when there is none) meets the expectation.
    ///
    /// A value of another kind than the expectation checks (a number for a string check, a property the entity
    /// does not hold) does not meet it.
    /// - Throws: When the check itself is wrong: a label repeated in `expect(…)`, a property or parameter the type
    ///   does not declare (with the closest names), a regular expression that does not compile.
    func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool
}

/// An expectation that can be checked against a value as the caller passed it, before any query has run.
///
/// Only these may check an intent's parameters: string and presence checks (``PrimitiveExpectation``), a bare
/// ``AppEntityDefinition`` (any entity of its type) and ``AppEntityIdentifierExpectation`` (one instance).
public protocol ResolvableIntentValueExpectation: IntentValueExpectation {}

/// The family of entity checks: the type, and optionally the instance and its properties.
public protocol AppEntityExpectationProviding: IntentValueExpectation {}

/// An entity check that needs no query: the type alone, or the type and the instance identifier.
public protocol ResolvableAppEntityExpectation: AppEntityExpectationProviding, ResolvableIntentValueExpectation {}

/// A check of an intent: its type, and optionally its parameters and its result.
public protocol AppIntentExpectationProviding: Sendable {
    /// Whether an intent, and the result of running it (`nil` when there is none), meet the expectation.
    ///
    /// Each parameter is checked on its own. Checking never runs the intent.
    /// - Throws: When the check itself is wrong (a parameter the intent does not declare, a repeated label).
    func isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult?) async throws -> Bool
}

extension AppIntentExpectationProviding {
    /// Whether an intent meets the expectation, with no result: a result check then sees no value.
    public func isSatisfied(by intent: AnyAppIntent) async throws -> Bool {
        try await isSatisfied(by: intent, result: nil)
    }
}
