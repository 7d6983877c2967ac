import Foundation
import IntentKitTesting

/// `harness query <bundle-id> <Entity> (--matching S | --id ID… | --all | --suggested)`.
struct QueryCommand: HarnessCommand {
    static let name = "query"
    static let summary = "Run an entity query: by string, by identifiers, all, or suggested."
    static let usage = "harness query <bundle-id> <Entity> (--matching TEXT | --id ID … | --all | --suggested) [--container DIR] [--app-path EXE] [--json]"
    static let examples = [
        "harness query com.example.CometCal EventEntity --matching \"Cosmic Ray\"",
        "harness query com.example.CometCal CalendarEntity --all --json",
    ]

    let app: AppOptions
    let entity: String
    let spec: EntityQuerySpec

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        let matching = try arguments.option("--matching")
        let ids = try arguments.options("--id")
        let all = arguments.flag("--all"), suggested = arguments.flag("--suggested")
        app = try AppOptions(&arguments)
        entity = try arguments.positional("<Entity>")
        try arguments.rejectLeftovers(known: AppOptions.flags + ["--matching", "--id", "--all", "--suggested"])
        let chosen = [matching != nil, !ids.isEmpty, all, suggested].filter { $0 }.count
        guard chosen == 1 else { throw UsageError(message: "give exactly one of --matching, --id, --all, --suggested") }
        if let matching { spec = EntityQuerySpec(kind: .string, string: matching) }
        else if !ids.isEmpty { spec = EntityQuerySpec(kind: .identifiers, identifiers: ids) }
        else { spec = EntityQuerySpec(kind: all ? .all : .suggested) }
    }

    func run(output: Terminal) async throws -> Int32 {
        let actions = AppActions(bundleIdentifier: app.bundleIdentifier, metadata: try app.metadata(), output: output)
        let values = try await app.withSession { _ in try await actions.query(entity, spec) }
        output.print(try actions.list(values, noun: "entities", json: app.json))
        return 0
    }
}

/// `harness search <bundle-id> <Entity> [terms]`.
struct SearchCommand: HarnessCommand {
    static let name = "search"
    static let summary = "Search what the app donated to its search index; no terms lists everything indexed."
    static let usage = "harness search <bundle-id> <Entity> [terms …] [--container DIR] [--app-path EXE] [--json]"
    static let examples = ["harness search com.example.CometCal EventEntity nebula", "harness search com.example.CometCal CalendarEntity"]

    let app: AppOptions
    let entity: String
    let terms: String?

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        app = try AppOptions(&arguments)
        entity = try arguments.positional("<Entity>")
        let words = arguments.positionals()
        terms = words.isEmpty ? nil : words.joined(separator: " ")
        try arguments.rejectLeftovers(known: AppOptions.flags)
    }

    func run(output: Terminal) async throws -> Int32 {
        let actions = AppActions(bundleIdentifier: app.bundleIdentifier, metadata: try app.metadata(), output: output)
        let values = try await app.withSession { _ in try await actions.search(entity, terms) }
        output.print(try actions.list(values, noun: "hits", json: app.json))
        return 0
    }
}

/// `harness values <bundle-id> <ValueQuery> <input>`.
struct ValuesCommand: HarnessCommand {
    static let name = "values"
    static let summary = "Run a value query on a text input."
    static let usage = "harness values <bundle-id> <ValueQuery> <input> [--container DIR] [--app-path EXE] [--json]"
    static let examples = ["harness values com.example.CometCal EventValueQuery \"Cosmic Ray\""]

    let app: AppOptions
    let query: String
    let input: String

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        app = try AppOptions(&arguments)
        query = try arguments.positional("<ValueQuery>")
        input = arguments.positionals().joined(separator: " ")
        guard !input.isEmpty else { throw UsageError(message: "missing <input>") }
        try arguments.rejectLeftovers(known: AppOptions.flags)
    }

    func run(output: Terminal) async throws -> Int32 {
        let actions = AppActions(bundleIdentifier: app.bundleIdentifier, metadata: try app.metadata(), output: output)
        let values = try await app.withSession { _ in try await actions.values(query, input) }
        output.print(try actions.list(values, noun: "values", json: app.json))
        return 0
    }
}

/// `harness screen <bundle-id>`: the current screen drawn.
struct ScreenCommand: HarnessCommand {
    static let name = "screen"
    static let summary = "Draw the app's launch screen (each command relaunches the app; navigate in `harness shell`)."
    static let usage = "harness screen <bundle-id> [--container DIR] [--app-path EXE] [--json]"
    static let examples = ["harness screen com.example.CometCal"]

    let app: AppOptions

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        app = try AppOptions(&arguments)
        try arguments.rejectLeftovers(known: AppOptions.flags)
    }

    func run(output: Terminal) async throws -> Int32 {
        let actions = AppActions(bundleIdentifier: app.bundleIdentifier, metadata: try app.metadata(), output: output)
        let screen = try await app.withSession { _ in try await actions.screen() }
        output.print(app.json ? try ValueText.json(screen) : actions.draw(screen))
        return 0
    }
}
