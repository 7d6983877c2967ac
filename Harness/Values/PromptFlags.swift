import Foundation
import IntentKitTesting

/// The prompt-answering flags of `run` (and of `run` in the shell): `--no`, `--choose param=N|title`, `--answer param=value`.
struct PromptFlags {
    static let flags = ["--yes", "--no", "--choose", "--answer"]

    let declines: Bool
    let choices: [String]
    let answers: [String]

    /// Takes the flags out of the arguments.
    init(_ arguments: inout ArgumentList) throws {
        declines = arguments.flag("--no")
        _ = arguments.flag("--yes")
        choices = try arguments.options("--choose")
        answers = try arguments.options("--answer")
    }

    /// Whether any answer was given on the command line.
    var isEmpty: Bool { !declines && choices.isEmpty && answers.isEmpty }

    /// The answers the flags give; values parse by the parameter's type.
    func answers(for intent: IntentDescriptor, parser: ArgumentValueParser) throws -> PromptAnswers {
        var prompts = declines ? PromptAnswers.declineConfirmations : .default
        for choice in choices {
            let (name, value) = try split(choice, flag: "--choose")
            prompts = Int(value).map { prompts.choosing($0, for: name) } ?? prompts.choosing(title: value, for: name)
        }
        for answer in answers {
            let (name, text) = try split(answer, flag: "--answer")
            guard let parameter = intent.parameter(named: name) else {
                throw UsageError(message: "--answer names \"\(name)\", which is not a parameter of \(intent.name)" + NameSuggester.didYouMean(name, in: intent.parameters.map(\.name)))
            }
            prompts = prompts.providing(IntentValueContainer(try parser.parse(text, as: parameter.type, name: name)), for: name)
        }
        return prompts
    }

    private func split(_ text: String, flag: String) throws -> (String, String) {
        guard let equals = text.firstIndex(of: "=") else { throw UsageError(message: "\(flag) takes param=value, not \"\(text)\"") }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }
}
