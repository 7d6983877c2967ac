import Foundation
import IntentKitTesting

/// `harness shell <bundle-id>`: a line-oriented session over one live app.
struct ShellCommand: HarnessCommand {
    static let name = "shell"
    static let summary = "Explore one live app line by line; results are numbered and reusable as $N or $N[i]."
    static let usage = "harness shell <bundle-id> [--container DIR] [--app-path EXE]"
    static let examples = [
        "harness shell com.example.CometCal",
        "printf 'query EventEntity --matching Cosmic\\nrun EventStatusIntent event=$1[0]\\n' | harness shell com.example.CometCal",
    ]

    let app: AppOptions

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        app = try AppOptions(&arguments)
        try arguments.rejectLeftovers(known: AppOptions.flags)
    }

    func run(output: Terminal) async throws -> Int32 {
        let metadata = try app.metadata()
        let interactive = isatty(STDIN_FILENO) == 1
        var state = ShellState(actions: AppActions(bundleIdentifier: app.bundleIdentifier, metadata: metadata, output: output))
        try await app.withSession { session in
            session.promptHandler = TerminalPrompts.handler(output: output, scripted: interactive ? nil : .default)
            if interactive { output.print("\(metadata.app.name) shell. Type `help` for commands, `quit` to leave.") }
            while true {
                if interactive { FileHandle.standardOutput.write(Data("\(metadata.app.name)> ".utf8)) }
                guard let line = readLine() else { break }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                if trimmed == "quit" || trimmed == "exit" { break }
                do {
                    output.print(try await state.execute(trimmed))
                } catch {
                    output.error(Harness.message(for: error))
                }
            }
        }
        return 0
    }
}

/// The shell's history, numbered results, and command dispatch.
struct ShellState {
    let actions: AppActions
    private(set) var history: [String] = []
    private(set) var results: [IntentValue] = []

    static let help = """
        Commands (the bundle id is implied):
          run <Intent> [name=value …]        run an intent; --no, --choose p=N|title, --answer p=value
          query <Entity> --matching T | --id ID | --all | --suggested
          search <Entity> [terms]            search the app's index
          values <ValueQuery> <input>        run a value query
          screen                             draw the current screen
          describe [Name]                    show the app's types, or one in detail
          history                            list the commands entered so far
          help, quit
        Results are numbered: pass one as a value with $N, or one item of a list with $N[i].
        """

    mutating func execute(_ line: String) async throws -> String {
        history.append(line)
        var words = try ShellWords.split(line)
        let command = words.removeFirst()
        var arguments = ArgumentList(words)
        let parser = ArgumentValueParser(metadata: actions.metadata, reference: { [results] text in try Self.reference(text, in: results) })
        switch command {
        case "help": return Self.help
        case "history": return history.enumerated().map { "  \($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
        case "describe":
            guard let name = arguments.positionals().first else { return MetadataText.overview(actions.metadata, output: actions.output) }
            return try NamedType(named: name, in: actions.metadata).text(output: actions.output)
        case "screen":
            return actions.draw(try await actions.screen())
        case "run":
            let promptFlags = try PromptFlags(&arguments)
            let intentName = try arguments.positional("<Intent>")
            guard let intent = actions.metadata.intent(named: intentName) else {
                throw HarnessError("no intent named \"\(intentName)\"" + NameSuggester.didYouMean(intentName, in: actions.metadata.intents.map(\.name)))
            }
            let parameters = try parser.parameters(arguments.positionals(), for: intent)
            try arguments.rejectLeftovers(known: PromptFlags.flags)
            let prompts = promptFlags.isEmpty ? nil : try promptFlags.answers(for: intent, parser: parser)
            let response = try await actions.run(intentName, parameters, prompts: prompts)
            return record(response.value, actions.describe(response))
        case "query":
            let matching = try arguments.option("--matching"), ids = try arguments.options("--id")
            let all = arguments.flag("--all"), suggested = arguments.flag("--suggested")
            let entity = try arguments.positional("<Entity>")
            let spec = matching.map { EntityQuerySpec(kind: .string, string: $0) }
                ?? (!ids.isEmpty ? EntityQuerySpec(kind: .identifiers, identifiers: ids) : EntityQuerySpec(kind: all || !suggested ? .all : .suggested))
            let values = try await actions.query(entity, spec)
            return record(.array(values), actions.describe(values, noun: "entities"))
        case "search":
            let entity = try arguments.positional("<Entity>")
            let terms = arguments.positionals().joined(separator: " ")
            let values = try await actions.search(entity, terms.isEmpty ? nil : terms)
            return record(.array(values), actions.describe(values, noun: "hits"))
        case "values":
            let query = try arguments.positional("<ValueQuery>")
            let values = try await actions.values(query, arguments.positionals().joined(separator: " "))
            return record(.array(values), actions.describe(values, noun: "values"))
        default:
            let names = ["run", "query", "search", "values", "screen", "describe", "history", "help", "quit"]
            throw UsageError(message: "unknown command \"\(command)\"" + NameSuggester.didYouMean(command, in: names))
        }
    }

    /// Keeps a result for `$N` and labels its text.
    private mutating func record(_ value: IntentValue?, _ text: String) -> String {
        guard let value else { return text }
        results.append(value)
        return actions.output.dim("$\(results.count) = ") + text
    }

    /// `$2` is result 2; `$2[0]` its first item.
    static func reference(_ text: String, in results: [IntentValue]) throws -> IntentValue? {
        guard text.hasPrefix("$") else { return nil }
        let body = text.dropFirst()
        let parts = body.split(separator: "[", maxSplits: 1)
        guard let number = Int(parts.first ?? ""), results.indices.contains(number - 1) else {
            throw HarnessError("\(text) refers to no result; results so far are $1 to $\(results.count)")
        }
        let value = results[number - 1]
        guard parts.count == 2 else { return value }
        guard let index = Int(parts[1].dropLast()), case .array(let items) = value, items.indices.contains(index) else {
            throw HarnessError("\(text): $\(number) has no item \(parts[1].dropLast())")
        }
        return items[index]
    }
}

/// Splits a shell line into words, honouring double and single quotes.
enum ShellWords {
    static func split(_ line: String) throws -> [String] {
        var words: [String] = [], current = "", quote: Character?, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quote != nil { throw UsageError(message: "unclosed quote in: \(line)") }
        if inWord { words.append(current) }
        guard !words.isEmpty else { throw UsageError(message: "empty command") }
        return words
    }
}
