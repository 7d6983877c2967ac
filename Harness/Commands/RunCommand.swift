import Foundation
import IntentKitTesting

/// `harness run <bundle-id> <Intent> name=value …`: run an intent on the app's own data.
struct RunCommand: HarnessCommand {
    static let name = "run"
    static let summary = "Run an intent with parameters given as name=value; print its result and dialog."
    static let usage = "harness run <bundle-id> <Intent> [name=value …] [--no] [--choose param=N|title] [--answer param=value] [--container DIR] [--app-path EXE] [--json]"
    static let examples = [
        "harness run com.example.CometCal SeedSampleEventsIntent",
        "harness run com.example.CometCal CreateEventIntent title=\"Hull Inspection\" startDate=now calendar=\"Deep Space\"",
        "harness run com.example.CometCal UpdateEventIntent event=\"Mission Debrief\" notes=null",
        "harness run com.example.CometCal EventStatusIntent event=\"Launch Window\" --choose event=\"Launch Window Review\"",
        "harness run com.example.CometCal DeleteEventIntent event=\"Zero-G Yoga\" --no",
    ]

    let app: AppOptions
    let intent: String
    let arguments: [String]
    let promptFlags: PromptFlags

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        promptFlags = try PromptFlags(&arguments)
        app = try AppOptions(&arguments)
        intent = try arguments.positional("<Intent>")
        self.arguments = arguments.positionals()
        try arguments.rejectLeftovers(known: AppOptions.flags + PromptFlags.flags)
    }

    func run(output: Terminal) async throws -> Int32 {
        let metadata = try app.metadata()
        guard let descriptor = metadata.intent(named: intent) else {
            throw HarnessError("no intent named \"\(intent)\" in \(app.bundleIdentifier)" + NameSuggester.didYouMean(intent, in: metadata.intents.map(\.name)))
        }
        let parser = ArgumentValueParser(metadata: metadata)
        let parameters = try parser.parameters(arguments, for: descriptor)
        let prompts = try scriptedAnswers(parser: parser, intent: descriptor)
        let actions = AppActions(bundleIdentifier: app.bundleIdentifier, metadata: metadata, output: output)
        let response = try await app.withSession { session in
            session.promptHandler = TerminalPrompts.handler(output: output, scripted: prompts)
            return try await actions.run(intent, parameters, prompts: nil)
        }
        output.print(app.json ? try ValueText.json(response) : actions.describe(response))
        return 0
    }

    /// The answers given by flags; `nil` (ask on the terminal) when none were given and both ends are terminals.
    private func scriptedAnswers(parser: ArgumentValueParser, intent: IntentDescriptor) throws -> PromptAnswers? {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if interactive && promptFlags.isEmpty { return nil }
        return try promptFlags.answers(for: intent, parser: parser)
    }
}

/// Answers prompts from command-line flags, else on the terminal.
enum TerminalPrompts {
    /// With `scripted` answers (flags, or no terminal), answers from them and explains the flag to use when
    /// one is missing; without, asks on the terminal.
    static func handler(output: Terminal, scripted: PromptAnswers?) -> AppSession.PromptHandler {
        if let scripted { return { prompt in try flagAnswer(prompt, scripted) } }
        return terminalHandler(output: output)
    }

    private static func flagAnswer(_ prompt: PromptRequest, _ answers: PromptAnswers) throws -> PromptResponse {
        let parameter = prompt.parameter ?? "parameter"
        switch prompt.kind {
        case .confirmation:
            return PromptResponse(confirmed: answers.acceptsConfirmations)
        case .value:
            guard let value = answers.values[parameter] else {
                throw ResponseError(code: .promptUnanswered, message: "\(prompt.intent) asked \"\(prompt.dialog)\"; answer with --answer \(parameter)=<value>, or give \(parameter)=<value>")
            }
            return PromptResponse(value: value.value)
        case .disambiguation:
            let titles = (prompt.options ?? []).map(ValueText.inline)
            switch answers.choices[parameter] {
            case .index(let index)?: return PromptResponse(choice: index)
            case .title(let title)?:
                if let index = titles.firstIndex(of: title) { return PromptResponse(choice: index) }
                throw ResponseError(code: .promptUnanswered, message: "--choose \(parameter)=\(title) matches none of " + titles.map { "\"\($0)\"" }.joined(separator: ", "))
            case nil:
                throw ResponseError(code: .promptUnanswered, message: "\(prompt.intent) asked \"\(prompt.dialog)\"; answer with --choose \(parameter)=<title or index>")
            }
        }
    }

    private static func terminalHandler(output: Terminal) -> AppSession.PromptHandler {
        { prompt in
            switch prompt.kind {
            case .confirmation:
                let answer = ask("\(prompt.dialog) [Y/n] ")
                return PromptResponse(confirmed: !["n", "no"].contains(answer.lowercased()))
            case .disambiguation:
                let options = prompt.options ?? []
                output.print(prompt.dialog)
                for (index, option) in options.enumerated() { output.print("  \(index + 1). \(ValueText.inline(option))") }
                let answer = ask("Choose 1–\(options.count): ")
                guard let number = Int(answer), (1...options.count).contains(number) else { return nil }
                return PromptResponse(choice: number - 1)
            case .value:
                let answer = ask("\(prompt.dialog) ")
                return answer.isEmpty ? nil : PromptResponse(value: .string(answer))
            }
        }
    }

    private static func ask(_ question: String) -> String {
        FileHandle.standardOutput.write(Data(question.utf8))
        return (readLine() ?? "").trimmingCharacters(in: .whitespaces)
    }
}
