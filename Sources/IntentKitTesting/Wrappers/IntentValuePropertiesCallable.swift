import IntentKitClient
import IntentWire

/// A callable that builds an intent or transient entity from labelled values: `makeIntent(title: "x")`.
///
/// Each label names a parameter or property; a `nil` argument sets it to an
/// explicit nil (leave a label out to leave it unset). Labels are checked
/// against the app's metadata when the value is used, so a misspelt label
/// fails at `run()` with the closest valid names.
@dynamicCallable
public struct IntentValuePropertiesCallable<T>: Sendable {
    let build: @Sendable ([LabelledValue]) -> T

    /// Builds the value from labelled arguments.
    public func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, (any IntentValueExpressing)?>) -> T {
        build(args.map { LabelledValue(label: $0.key, value: $0.value?.makeExpression().value ?? .null) })
    }
}

/// One labelled argument of a ``IntentValuePropertiesCallable`` call.
struct LabelledValue: Sendable, Hashable {
    let label: String
    let value: IntentValue
}
