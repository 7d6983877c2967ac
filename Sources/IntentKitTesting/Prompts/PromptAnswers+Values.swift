import IntentKitClient
import IntentWire

extension PromptAnswers {
    /// Answer a value prompt for a parameter: `.providing("Orbit Review", for: "title")`.
    public static func providing(_ value: some IntentValueExpressing, for parameter: String) -> PromptAnswers {
        PromptAnswers.default.providing(value, for: parameter)
    }

    /// These answers, also answering a value prompt for a parameter.
    public func providing(_ value: some IntentValueExpressing, for parameter: String) -> PromptAnswers {
        providing(value: value.makeExpression().value, for: parameter)
    }
}
