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
    let entity: String
    let query: EntityQuerySpec
    let conditions: [PropertyConditionArgument]

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        entity = arguments.positional(1)!
        let matching = arguments.value("--matching")
        let ids = arguments.all("--id")
        let all = arguments.flag("--all")
        let suggested = arguments.flag("--suggested")
        conditions = try arguments.all("--where").map(PropertyConditionArgument.init)
        let sort = arguments.all("--sort").map(PropertySortArgument.sort)
        let limit = try arguments.value("--limit").map { text in
            guard let count = Int(text), count >= 0 else { throw UsageError("--limit \(text.truncatedForMessages): expected a count, 0 or more") }
            return count
        }
        let byProperty = !conditions.isEmpty || !sort.isEmpty || limit != nil || arguments.flag("--any")
        guard [matching != nil, !ids.isEmpty, all, suggested, byProperty].filter({ $0 }).count == 1 else {
            throw UsageError("give exactly one of --matching, --id, --all, --suggested, or a property query (--where, --sort, --limit, --any)")
        }
        if byProperty {
            query = EntityQuerySpec(comparisons: [], mode: arguments.flag("--any") ? .or : .and, sort: sort, limit: limit)
        } else if let matching {
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
            var query = query
            if query.kind == .property {
                let metadata = try await session.metadata()
                let parser = ArgumentValueParser(metadata: metadata)
                query.comparisons = try conditions.map { try $0.comparison(in: metadata.entity(named: entity), parser: parser) }
            }
            try await session.entities(entity, query) { page, total in try printer.page(page.map(IntentValue.entity), total: total) }
        }
        printer.finish()
        return ExitStatus.success
    }
}
