import IntentKitClient
import IntentWire

/// `harness search <bundle-id> <entity> [terms …]`.
struct SearchCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "search",
        abstract: "Search what the app donated to its search index; with no terms, list everything indexed for the type.",
        arguments: [
            SharedOptions.bundleIdentifier,
            ArgumentSpec(name: "entity", help: "The entity's type name, such as EventEntity.", completion: .typeName(.entity)),
            ArgumentSpec(name: "terms", help: "Words every hit must contain (as a prefix of one of its words).", isRepeating: true),
        ],
        options: SharedOptions.app,
        examples: ["harness search com.example.CometCal EventEntity nebula", "harness search com.example.CometCal CalendarEntity"])

    let app: AppTarget
    let entity: String
    let terms: String?

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        entity = arguments.positional(1)!
        let words = arguments.positionals(from: 2)
        terms = words.isEmpty ? nil : words.joined(separator: " ")
    }

    func run(output: Terminal) async throws -> Int32 {
        let printer = ListPrinter(output: output, json: app.json, noun: .hits, label: "Searching \(entity)")
        try await app.withSession { session in
            try await session.search(entity, terms) { page, total in try printer.page(page.map(IntentValue.entity), total: total) }
        }
        printer.finish()
        return ExitStatus.success
    }
}
