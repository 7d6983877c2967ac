/// Builds an expectation from labelled checks, one per parameter or property: `expect(title: .equals("…"))`.
///
/// A `nil` argument leaves that name unchecked. Apple's stops the program at an unlabelled or repeated argument;
/// this one keeps the problem and the expectation's check throws it, naming the label, so that a mistake in one
/// test fails that test rather than the whole run.
@dynamicCallable
public struct IntentValueExpectationCallable<Argument: Sendable, Expectation>: Sendable {
    let make: @Sendable (_ checks: [(name: String, check: Argument)], _ problem: String?) -> Expectation

    /// The expectation with a check for each labelled, non-`nil` argument.
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Argument?>) -> Expectation {
        var checks: [(name: String, check: Argument)] = []
        var seen: Set<String> = []
        var problem: String?
        for (name, check) in arguments {
            if name.isEmpty {
                problem = problem ?? "expect(…) was given an argument without a label; label each check with the name it checks"
                continue
            }
            if !seen.insert(name).inserted {
                problem = problem ?? "expect(…) was given \"\(name)\" twice; give each name one check"
                continue
            }
            if let check { checks.append((name, check)) }
        }
        return make(checks, problem)
    }
}
