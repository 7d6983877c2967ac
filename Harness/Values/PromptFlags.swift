import IntentKitClient
import IntentWire

/// The prompt-answering options of `run` (in a command and in the shell): `--no`, `--choose`, `--answer`.
///
/// Choices are numbered from 1, as the terminal shows them: `--choose event=2` picks the second
/// option; `--choose event="Launch Window Review"` picks it by title.
struct PromptFlags {
    static let options = [
        OptionSpec(name: "--no", help: "Decline every confirmation (the intent then stops, changing nothing)."),
        OptionSpec(name: "--choose", value: "param=number|title", help: "Answer a choice for a parameter: the option's number (from 1, as shown) or its title.", isRepeating: true),
        OptionSpec(name: "--answer", value: "param=value", help: "Answer a request for a parameter's value; the value is read like the parameter's own.", isRepeating: true),
        OptionSpec(name: "--choose-option", value: "number|title", help: "Answer a choice the intent offers: the option's number (from 1, as shown) or its title."),
        OptionSpec(name: "--cancel", help: "Cancel at the first prompt (the intent then stops as cancelled by the user)."),
    ]

    let declines: Bool
    let choices: [String]
    let answers: [String]
    let option: String?
    let cancels: Bool

    init(_ arguments: ParsedArguments) {
        declines = arguments.flag("--no")
        choices = arguments.all("--choose")
        answers = arguments.all("--answer")
        option = arguments.value("--choose-option")
        cancels = arguments.flag("--cancel")
    }

    /// Whether any answer was given on the command line.
    var isEmpty: Bool { !declines && choices.isEmpty && answers.isEmpty && option == nil && !cancels }

    /// The answers the flags give, phrased for the command line.
    func answers(for intent: IntentDescriptor, parser: ArgumentValueParser) throws -> PromptAnswers {
        var prompts = PromptAnswers(acceptsConfirmations: !declines, cancelsPrompts: cancels, advice: .commandLine)
        if let option {
            if let number = Int(option) {
                guard number >= 1 else { throw UsageError("--choose-option \(number): options are numbered from 1") }
                prompts = prompts.choosingOption(number - 1)
            } else {
                prompts = prompts.choosingOption(title: option)
            }
        }
        for choice in choices {
            let (name, value) = try split(choice, option: "--choose")
            if let number = Int(value) {
                guard number >= 1 else { throw UsageError("--choose \(name)=\(number): choices are numbered from 1") }
                prompts = prompts.choosing(number - 1, for: name)
            } else {
                prompts = prompts.choosing(title: value, for: name)
            }
        }
        for answer in answers {
            let (name, text) = try split(answer, option: "--answer")
            guard let parameter = intent.parameter(named: name) else {
                throw UsageError("--answer names \"\(name)\", which is not a parameter of \(intent.name)" + NameSuggester.didYouMean(name, in: intent.parameters.map(\.name)))
            }
            prompts = prompts.providing(value: try parser.parse(text, as: parameter.type, name: name), for: name)
        }
        return prompts
    }

    private func split(_ text: String, option: String) throws -> (String, String) {
        guard let equals = text.firstIndex(of: "=") else { throw UsageError("\(option) takes param=value, not \"\(text.truncatedForMessages)\"") }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }
}
