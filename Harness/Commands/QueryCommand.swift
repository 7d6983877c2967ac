import IntentKitClient
import IntentWire

/// `harness query <bundle-id> <entity> (--matching T | --id ID … | --all | --suggested)`.
struct QueryCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "query",
        abstract: "Run an entity query: by string, by identifiers, all, or suggested; rows print as they arrive.",
        arguments: [
            SharedOptions.bundleIdentifier,
            ArgumentSpec(name: "entity", help: "The entity's type name, such as EventEntity.", completion: .typeName(.entity)),
        ],
        options: [
            OptionSpec(name: "--matching", value: "text", help: "Find the entities the app's string query matches."),
            OptionSpec(name: "--id", value: "identifier", help: "Find the entity with this identifier; repeat for several.", isRepeating: true),
            OptionSpec(name: "--all", help: "List every entity (the enumerable query)."),
            OptionSpec(name: "--suggested", help: "List the app's suggestions."),
        ] + SharedOptions.app,
        examples: [
            "harness query com.example.CometCal EventEntity --matching \"Cosmic Ray\"",
            "harness query com.example.CometCal CalendarEntity --all --json",
            "harness query com.example.CometCal EventEntity --all | head -5",
        ])

    let app: AppTarget
    let entity: String
    let query: EntityQuerySpec

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        entity = arguments.positional(1)!
        let matching = arguments.value("--matching")
        let ids = arguments.all("--id")
        let all = arguments.flag("--all")
        let suggested = arguments.flag("--suggested")
        guard [matching != nil, !ids.isEmpty, all, suggested].filter({ $0 }).count == 1 else {
            throw UsageError("give exactly one of --matching, --id, --all, --suggested")
        }
        if let matching {
            query = EntityQuerySpec(kind: .string, string: matching)
        } else if !ids.isEmpty {
            query = EntityQuerySpec(kind: .identifiers, identifiers: ids)
        } else {
            query = EntityQuerySpec(kind: all ? .all : .suggested)
        }
    }

    func run(output: Terminal) async throws -> Int32 {
        let printer = ListPrinter(output: output, json: app.json, noun: .entities, label: "Reading \(entity)")
        try await app.withSession { session in
            try await session.entities(entity, query) { page, total in try printer.page(page.map(IntentValue.entity), total: total) }
        }
        printer.finish()
        return ExitStatus.success
    }
}
