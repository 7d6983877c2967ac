import IntentKitClient
import IntentWire

extension AppIntentDefinition: AppIntentExpectationProviding {
    /// Whether the intent is of this type, whatever its parameters and result.
    public func isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult?) async throws -> Bool {
        intent.bundleIdentifier == bundleIdentifier && intent.identifier == identifier
    }

    /// An expectation of an intent of this type whose parameters meet the checks given by name, as the caller
    /// passed them: `create.expect(title: .contains("Groc"), calendar: calendars.expectIdentifier("deep-space"))`.
    public var expect: IntentValueExpectationCallable<any ResolvableIntentValueExpectation, AppIntentExpectation> {
        IntentValueExpectationCallable { [self] checks, problem in
            AppIntentExpectation(definition: self, parameters: checks, result: .unchecked, problem: problem)
        }
    }

    /// An expectation of an intent of this type whose result meets `resultExpectation`; parameters unchecked.
    public func result(_ resultExpectation: any IntentValueExpectation) -> AppIntentExpectation {
        AppIntentExpectation(definition: self, parameters: [], result: .checked(resultExpectation), problem: nil)
    }
}

/// An expectation of an intent's type, its parameters (each on its own) and, optionally, its result.
public struct AppIntentExpectation: AppIntentExpectationProviding, CustomStringConvertible {
    enum ResultCheck: Sendable {
        case unchecked
        case checked(any IntentValueExpectation)
    }

    /// The intent type.
    public let definition: AppIntentDefinition
    let parameters: [(name: String, check: any ResolvableIntentValueExpectation)]
    let resultCheck: ResultCheck
    let problem: String?

    init(
        definition: AppIntentDefinition, parameters: [(name: String, check: any ResolvableIntentValueExpectation)], result: ResultCheck,
        problem: String?
    ) {
        self.definition = definition
        self.parameters = parameters
        self.resultCheck = result
        self.problem = problem
    }

    /// A copy with the result check replaced: `.isNil` expects no result, and `nil` leaves the result unchecked.
    public func result(_ resultExpectation: (any IntentValueExpectation)?) -> AppIntentExpectation {
        AppIntentExpectation(
            definition: definition, parameters: parameters, result: resultExpectation.map { .checked($0) } ?? .unchecked, problem: problem)
    }

    /// Whether the intent is of the type, each checked parameter meets its check as passed, and the result (when
    /// checked) meets its check; a parameter left out is absent, and so is the value of a missing result.
    /// - Throws: ``IntentValueError`` of kind `invalidExpectation` for a repeated or missing label, and
    ///   `IntentRequestError` for a parameter the intent does not declare, with the closest names.
    public func isSatisfied(by intent: AnyAppIntent, result: ResolvedIntentResult?) async throws -> Bool {
        if let problem { throw IntentValueError(kind: .invalidExpectation, message: problem) }
        let declared = try await AppSession.resolve(for: definition.bundleIdentifier).lookup().intent(definition.identifier).parameters
        try ExpectationNames.check(parameters.map(\.name), of: definition.identifier, kind: "parameter", against: declared.map(\.name))
        guard try await definition.isSatisfied(by: intent, result: result) else { return false }
        let context = IntentValueContext(bundleIdentifier: definition.bundleIdentifier, path: definition.identifier)
        for (name, check) in parameters {
            let passed = intent.arguments.last { $0.label == name }?.value
            let satisfied = (try? await check.isSatisfied(by: passed?.expressing(context.appending(name)))) ?? false
            if !satisfied { return false }
        }
        guard case .checked(let check) = resultCheck else { return true }
        let returned = result?.returnedValue?.expressing(IntentValueContext(bundleIdentifier: definition.bundleIdentifier, path: "result.value"))
        return (try? await check.isSatisfied(by: returned)) ?? false
    }

    /// `CreateEventIntent(title: contains("…")) → EventEntity(…)`.
    public var description: String {
        var text = definition.identifier + "(" + parameters.map { "\($0.name): \($0.check)" }.joined(separator: ", ") + ")"
        if case .checked(let check) = resultCheck { text += " → \(check)" }
        return text
    }
}
