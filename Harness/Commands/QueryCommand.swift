import IntentKitClient
import IntentWire

/// `harness query <bundle-id> <entity> (--matching T | --id ID … | --all | --suggested | --where C … [--any] [--sort P …] [--limit N])`.
struct QueryCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "query",
        abstract: "Run an entity query: by string, by identifiers, all, suggested, or by property; rows print as they arrive.",
        arguments: [
            SharedOptions.bundleIdentifier,
            ArgumentSpec(name: "entity", help: "The entity's type name, such as EventEntity.", completion: .typeName(.entity)),
        ],
        options: [
            OptionSpec(name: "--matching", value: "text", help: "Find the entities the app's string query matches."),
            OptionSpec(name: "--id", value: "identifier", help: "Find the entity with this identifier; repeat for several.", isRepeating: true),
            OptionSpec(name: "--all", help: "List every entity (the enumerable query)."),
            OptionSpec(name: "--suggested", help: "List the app's suggestions."),
            OptionSpec(
                name: "--where", value: "condition",
                help: "Run the property query with this condition: \(PropertyConditionArgument.forms); repeat for several.", isRepeating: true),
            OptionSpec(name: "--any", help: "With --where: match any condition instead of all."),
            OptionSpec(name: "--sort", value: "property", help: "Sort the property query by this property; -property for descending; repeat for several keys.", isRepeating: true),
            OptionSpec(name: "--limit", value: "count", help: "Return at most this many entities from the property query."),
        ] + SharedOptions.app,
        examples: [
            "harness query com.example.CometCal EventEntity --matching \"Cosmic Ray\"",
            "harness query com.example.CometCal CalendarEntity --all --json",
            "harness query com.example.CometCal EventEntity --all | head -5",
            "harness query com.example.CometCal EventEntity --where calendar=\"Deep Space\" --where startDate\\>now --sort startDate --limit 3",
        ])

    let app: AppTarget
    let query: QueryArguments

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        query = try QueryArguments(arguments, entityAt: 1)
    }

    func run(output: Terminal) async throws -> Int32 {
        let printer = ListPrinter(output: output, json: app.json, noun: .entities, label: "Reading \(query.entity)")
        try await app.withSession { session in
            let metadata = try await session.metadata()
            let spec = try query.spec(metadata: metadata, parser: ArgumentValueParser(metadata: metadata))
            try await session.entities(query.entity, spec) { page, total in try printer.page(page.map(IntentValue.entity), total: total) }
        }
        printer.finish()
        return ExitStatus.success
    }
}
