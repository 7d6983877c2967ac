import Foundation
import IntentKitClient
import IntentWire

/// Asks a person at a terminal to answer the prompts an intent raises.
///
/// Confirmations are `[y/N]`: only yes or no words count, anything else asks
/// again, and end of input is no. Choices are numbered from 1 (as `--choose`
/// numbers them) and take a number or a title; anything else asks again. A
/// value is read like the parameter's own; an unreadable one asks again, and
/// end of input leaves the prompt unanswered.
struct TerminalPrompts: Sendable {
    let output: Terminal
    let metadata: AppMetadata
    /// Reads one line of the person's answer; `nil` at end of input.
    let readAnswer: @Sendable () -> String?

    init(output: Terminal, metadata: AppMetadata, readAnswer: @escaping @Sendable () -> String? = { readLine() }) {
        self.output = output
        self.metadata = metadata
        self.readAnswer = readAnswer
    }

    /// The session's prompt handler: answers from the terminal.
    var handler: AppSession.PromptHandler {
        { prompt in try answer(prompt) }
    }

    func answer(_ prompt: PromptRequest) throws -> PromptResponse {
        try ProgressLine.pausing(output) { try ask(prompt) }
    }

    private func ask(_ prompt: PromptRequest) throws -> PromptResponse {
        switch prompt.kind {
        case .confirmation: return PromptResponse(confirmed: confirm(prompt.dialog))
        case .disambiguation: return PromptResponse(choice: try choose(prompt, titles: (prompt.options ?? []).map(PromptAnswers.title(of:))))
        case .choice:
            let options = prompt.choices ?? []
            let shown = options.map { option in
                option.title + (option.subtitle.map { " — \($0)" } ?? "") + (option.style == "default" ? "" : " (\(option.style))")
            }
            return PromptResponse(choice: try choose(prompt, titles: options.map(\.title), shown: shown))
        case .value: return PromptResponse(value: try value(prompt))
        }
    }

    private func confirm(_ dialog: String) -> Bool {
        while true {
            guard let answer = ask("\(dialog) [y/N] ") else { return false }
            switch answer.lowercased() {
            case "y", "yes": return true
            case "n", "no", "": return false
            default: output.print("Please answer yes or no.")
            }
        }
    }

    private func choose(_ prompt: PromptRequest, titles: [String], shown: [String]? = nil) throws -> Int {
        output.print(prompt.dialog)
        for (index, title) in (shown ?? titles).enumerated() { output.print("  \(index + 1). \(title)") }
        while true {
            guard let answer = ask("Choose 1–\(titles.count) (a number or a title): ") else { throw unanswered(prompt) }
            // Checked before it is lowered by one: Int.min typed here once trapped the harness.
            if let number = Int(answer), number >= 1, number <= titles.count { return number - 1 }
            if let index = titles.firstIndex(where: { $0.lowercased() == answer.lowercased() }) { return index }
            output.print("\"\(answer)\" is not one of the options; type a number from 1 to \(titles.count), or a title as shown.")
        }
    }

    private func value(_ prompt: PromptRequest) throws -> IntentValue {
        let parser = ArgumentValueParser(metadata: metadata)
        let name = prompt.parameter ?? "value"
        let items = (prompt.optionSections ?? []).flatMap(\.items)
        if !items.isEmpty { showOptions(prompt) }
        while true {
            let question = items.isEmpty ? "\(prompt.dialog) " : "Choose 1–\(items.count) (a number or a title), or type a value: "
            guard let answer = ask(question), !answer.isEmpty else { throw unanswered(prompt) }
            if let number = Int(answer), number >= 1, number <= items.count { return items[number - 1].value }
            if let item = items.first(where: { $0.title.lowercased() == answer.lowercased() }) { return item.value }
            guard let type = prompt.valueType else { return .string(answer) }
            do {
                return try parser.parse(answer, as: type, name: name)
            } catch let error as UsageError {
                output.print(error.message + "; try again.")
            }
        }
    }

    /// The options an options provider offers, numbered through their sections, under each section's title.
    private func showOptions(_ prompt: PromptRequest) {
        output.print(prompt.dialog)
        var number = 0
        for section in prompt.optionSections ?? [] {
            if let title = section.title { output.print("  \(title)") }
            for item in section.items {
                number += 1
                let indent = section.title == nil ? "  " : "    "
                output.print("\(indent)\(number). \(item.title)" + (item.subtitle.map { output.dim("  \($0)") } ?? ""))
            }
        }
    }

    private func ask(_ question: String) -> String? {
        output.prompt(question)
        return readAnswer()?.trimmingCharacters(in: .whitespaces)
    }

    private func unanswered(_ prompt: PromptRequest) -> ResponseError {
        ResponseError(
            code: .promptUnanswered, message: "\(prompt.intent) asked \"\(prompt.dialog)\" and got no answer (end of input)",
            data: ErrorDetails(kind: .promptUnanswered, name: prompt.parameter, owner: prompt.intent, dialog: prompt.dialog))
    }
}
