import IntentKitClient
import IntentWire

/// `harness values <bundle-id> <value-query> <input>`.
struct ValuesCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "values",
        abstract: "Run a value query on an input, read like the query's input type.",
        arguments: [
            SharedOptions.bundleIdentifier,
            ArgumentSpec(name: "value-query", help: "The value query's type name, such as EventValueQuery.", completion: .typeName(.valueQuery)),
            ArgumentSpec(name: "input", help: "The input; several words are joined with spaces.", isRepeating: true),
        ],
        options: SharedOptions.app,
        examples: ["harness values com.example.CometCal EventValueQuery \"Cosmic Ray\""])

    let app: AppTarget
    let query: String
    let input: String

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        query = arguments.positional(1)!
        input = arguments.positionals(from: 2).joined(separator: " ")
        guard !input.isEmpty else { throw UsageError("missing <input>") }
    }

    func run(output: Terminal) async throws -> Int32 {
        let values = try await app.withSession { session in
            let metadata = try await session.metadata()
            let descriptor = try MetadataLookup(metadata).valueQuery(query)
            let value = try ArgumentValueParser(metadata: metadata).parse(input, as: descriptor.inputType, name: "input")
            return try await session.values(query, for: value)
        }
        output.print(app.json ? try ValueText.json(values) : ResultText.list(values, noun: .values, output: output))
        return ExitStatus.success
    }
}
