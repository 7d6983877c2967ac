import IntentKitClient
import IntentWire

/// The shell's numbered history and results, and its commands.
///
/// Every command line gets a number, shown by `history`; a command that
/// returns something keeps it as `$N` under that same number, and `$N[i]` is
/// the item at zero-based index `i` of a list result.
struct ShellSession {
    let session: AppSession
    let metadata: AppMetadata
    let output: Terminal
    /// Every line entered, in order; line N is `history[N - 1]`.
    private(set) var history: [String] = []
    /// Results by the number of the command that returned them.
    private(set) var results: [Int: IntentValue] = [:]

    init(session: AppSession, metadata: AppMetadata, output: Terminal) {
        self.session = session
        self.metadata = metadata
        self.output = output
    }

    /// The commands, each the harness command of the same name without the app argument.
    static let commands: [CommandSpec] =
        [RunCommand.spec, QueryCommand.spec, SearchCommand.spec, ValuesCommand.spec, ScreenCommand.spec, DescribeCommand.spec].map(\.inShell) + [undo, relaunch]

    /// `undo`: the shell's own, since undoing needs the app that ran the undoable intent.
    static let undo = CommandSpec(
        name: "undo", abstract: "Undo the last action an undoable intent registered in this shell's app.", examples: ["undo"])

    /// `relaunch`: stops the app and starts it again on the same container, as quitting and reopening an app does;
    /// after a crash loop (the app crashed at every start), it is how to try again.
    static let relaunch = CommandSpec(
        name: "relaunch", abstract: "Stop the app and start it again on the same container (after a crash loop, try again).", examples: ["relaunch"])

    static let help = """
        Commands (the app is implied; each line gets a number):
          run <intent> [name=value …]        run an intent; --no, --choose p=number|title, --answer p=value
          query <entity> --matching T | --id ID | --all | --suggested
                | --where C … [--any] [--sort P …] [--limit N]
          search <entity> [terms …]          search the app's index
          values <value-query> <input>       run a value query
          screen                             draw the current screen
          undo                               undo the last undoable intent's action
          relaunch                           stop the app and start it again, keeping its data
          describe [<name>]                  show the app's types, or one in detail
          history                            list the lines entered so far, by number
          help, quit
        A command's result is $N, N being the command's number; $N[i] is item i (from 0) of a list.
        """

    mutating func execute(_ line: String) async throws -> String {
        history.append(line)
        let number = history.count
        var words = try ShellWords.split(line)
        let name = words.removeFirst()
        switch name {
        case "help": return Self.help
        case "history":
            return history.enumerated().map { index, entry in
                "  \(index + 1)  \(entry)" + (results[index + 1] != nil ? output.dim("  → $\(index + 1)") : "")
            }.joined(separator: "\n")
        default: break
        }
        guard let spec = Self.commands.first(where: { $0.name == name }) else {
            throw UsageError("unknown command \"\(name.truncatedForMessages)\"" + NameSuggester.didYouMean(name, in: Self.commands.map(\.name) + ["history", "help", "quit"]))
        }
        let arguments = try ParsedArguments(words, spec: spec)
        // The parser holds its own copy of the results; it is gone before the result is recorded, so recording
        // adds to the dictionary in place instead of copying every earlier result.
        let (value, text) = try await perform(name, arguments, parser: ArgumentValueParser(metadata: metadata, reference: { [results] text in try Self.reference(text, in: results) }))
        guard let value else { return text }
        results[number] = value
        return output.dim("$\(number) = ") + text
    }

    /// Runs one command; its value, if it returns one, and its text.
    private func perform(_ name: String, _ arguments: ParsedArguments, parser: ArgumentValueParser) async throws -> (IntentValue?, String) {
        switch name {
        case "describe":
            guard let typeName = arguments.positional(0) else { return (nil, MetadataText.overview(metadata, output: output)) }
            return (nil, try NamedType(named: typeName, in: metadata).text(in: metadata, output: output))
        case "screen":
            return (nil, ResultText.screen(try await session.screen(), output: output))
        case "undo":
            let actionName = try await session.undo()
            return (nil, actionName.map { "undid \($0)" } ?? "undid the last action")
        case "relaunch":
            await session.relaunch()
            _ = try await session.metadata()
            return (nil, "relaunched \(metadata.app.name) on \(session.containerURL.path)")
        case "run":
            let intentName = arguments.positional(0)!
            let intent = try MetadataLookup(metadata).intent(intentName)
            let parameters = try parser.parameters(arguments.positionals(from: 1), for: intent)
            let flags = PromptFlags(arguments)
            let answers = flags.isEmpty ? nil : try flags.answers(for: intent, parser: parser)
            let response = try await session.run(intentName, parameters: parameters, answers: answers)
            return (response.value, ResultText.run(response, output: output))
        case "query":
            let query = try QueryArguments(arguments, entityAt: 0)
            let values = try await session.entities(query.entity, try query.spec(metadata: metadata, parser: parser)).map(IntentValue.entity)
            return (.array(values), ResultText.list(values, noun: .entities, output: output))
        case "search":
            let terms = arguments.positionals(from: 1).joined(separator: " ")
            let values = try await session.search(arguments.positional(0)!, terms.isEmpty ? nil : terms).map(IntentValue.entity)
            return (.array(values), ResultText.list(values, noun: .hits, output: output))
        default:
            let queryName = arguments.positional(0)!
            let descriptor = try MetadataLookup(metadata).valueQuery(queryName)
            let input = try parser.parse(arguments.positionals(from: 1).joined(separator: " "), as: descriptor.inputType, name: "input")
            let values = try await session.values(queryName, for: input)
            return (.array(values), ResultText.list(values, noun: .values, output: output))
        }
    }

    /// `$2` is command 2's result; `$2[0]` its first item.
    static func reference(_ text: String, in results: [Int: IntentValue]) throws -> IntentValue? {
        guard text.hasPrefix("$") else { return nil }
        let parts = text.dropFirst().split(separator: "[", maxSplits: 1)
        let kept = results.keys.sorted().map { "$\($0)" }.joined(separator: ", ")
        guard let number = Int(parts.first ?? ""), let value = results[number] else {
            throw UsageError("\(text) refers to no result; " + (kept.isEmpty ? "no command has returned one yet" : "results so far are \(kept)"))
        }
        guard parts.count == 2 else { return value }
        guard parts[1].hasSuffix("]"), let index = Int(parts[1].dropLast()) else {
            throw UsageError("\(text.truncatedForMessages): a reference is $N, or $N[i] for item i of a list (from 0)")
        }
        guard case .array(let items) = value, items.indices.contains(index) else {
            throw UsageError("\(text): $\(number) has no item \(index) (items are numbered from 0)")
        }
        return items[index]
    }
}

extension CommandSpec {
    /// The command as the shell takes it: without the app argument and the options that choose the app.
    var inShell: CommandSpec {
        var spec = self
        spec.arguments = arguments.filter { $0.completion != .bundleIdentifier }
        spec.options = options.filter { ![SharedOptions.container.name, SharedOptions.appPath.name, SharedOptions.json.name].contains($0.name) }
        return spec
    }
}
