import Foundation
import IntentKitTesting

/// The actions on a live app that `run`, `query`, `search`, `values` and `screen` perform, and `shell` reuses.
struct AppActions {
    let bundleIdentifier: String
    let metadata: AppMetadata
    let output: Terminal
    var definitions: IntentDefinitions { IntentDefinitions(bundleIdentifier: bundleIdentifier) }

    /// Runs an intent with parsed parameters; returns what it returned and its dialog.
    func run(_ intentName: String, _ parameters: [String: IntentValue], prompts: PromptAnswers?) async throws -> RunIntentResponse {
        guard metadata.intent(named: intentName) != nil else {
            throw HarnessError("no intent named \"\(intentName)\" in \(bundleIdentifier)" + NameSuggester.didYouMean(intentName, in: metadata.intents.map(\.name)))
        }
        var intent = definitions.intents[intentName].makeIntent()
        for name in parameters.keys.sorted() { intent[dynamicMember: name] = IntentValueContainer(parameters[name]!) }
        let result = try await intent.run(prompts: prompts)
        let returned: (any IntentValueExpressing)? = result.value
        let hasValue = metadata.intent(named: intentName)?.resultType != nil
        return RunIntentResponse(value: hasValue ? (returned?.makeExpression().value ?? .null) : nil, dialog: result.dialog)
    }

    /// Runs an entity query.
    func query(_ entityName: String, _ query: EntityQuerySpec) async throws -> [IntentValue] {
        let entity = definitions.entities[try checkedEntity(entityName)]
        let found: [AnyAppEntity]
        switch query.kind {
        case .string: found = try await entity.entities(matching: query.string ?? "")
        case .identifiers: found = try await entity.entities(identifiers: query.identifiers ?? [])
        case .all: found = try await entity.allEntities()
        case .suggested: found = try await entity.suggestedEntities()
        }
        return found.map { $0.makeExpression().value }
    }

    /// Searches the app's index.
    func search(_ entityName: String, _ terms: String?) async throws -> [IntentValue] {
        try await definitions.entities[try checkedEntity(entityName)].spotlightQuery(terms).map { $0.makeExpression().value }
    }

    /// Runs a value query on a string input.
    func values(_ queryName: String, _ input: String) async throws -> [IntentValue] {
        guard metadata.valueQuery(named: queryName) != nil else {
            throw HarnessError("no value query named \"\(queryName)\" in \(bundleIdentifier)" + NameSuggester.didYouMean(queryName, in: metadata.valueQueries.map(\.name)))
        }
        let result = try await definitions.valueQueries[queryName].values(for: input)
        return try (0..<result.items.count).map { index in
            let item: (any IntentValueExpressing)? = try result.items[index]
            return item?.makeExpression().value ?? .null
        }
    }

    /// The visible screen.
    func screen() async throws -> ScreenResponse {
        try await HeadlessApplication(bundleIdentifier: bundleIdentifier).screen()
    }

    private func checkedEntity(_ name: String) throws -> String {
        guard metadata.entity(named: name) != nil else {
            throw HarnessError("no entity named \"\(name)\" in \(bundleIdentifier)" + NameSuggester.didYouMean(name, in: metadata.entities.map(\.name)))
        }
        return name
    }

    /// Text for a run's result: the value, then the dialog.
    func describe(_ response: RunIntentResponse) -> String {
        var lines: [String] = []
        if let value = response.value { lines += ValueText.render(value, output: output) }
        if let dialog = response.dialog { lines.append(output.dim("dialog: ") + dialog.full + (dialog.supporting.map { " (\($0))" } ?? "")) }
        if lines.isEmpty { lines.append(output.dim("(no value)")) }
        return lines.joined(separator: "\n")
    }

    /// A list for output: JSON in the protocol's encoding, or ``describe(_:noun:)`` text.
    func list(_ values: [IntentValue], noun: String, json: Bool) throws -> String {
        json ? try ValueText.json(values) : describe(values, noun: noun)
    }

    /// Text for a list of entities: "2 hits" and each one; `noun` is the plural.
    func describe(_ values: [IntentValue], noun: String) -> String {
        guard !values.isEmpty else { return output.dim("no \(noun)") }
        let singular = noun == "entities" ? "entity" : String(noun.dropLast())
        return (["\(values.count) \(values.count == 1 ? singular : noun)"] + values.flatMap { ValueText.render($0, output: output, indent: "  ") }).joined(separator: "\n")
    }

    /// The screen drawn as a box: name, texts, annotations.
    func draw(_ screen: ScreenResponse) -> String {
        let annotations = screen.annotations.map { "\($0.isSelected ? "★" : "•") \($0.entity.typeIdentifier)  \($0.entity.display?.title ?? $0.entity.instanceIdentifier)\($0.isSelected ? "  (selected)" : "")" }
        let body = screen.texts + (annotations.isEmpty ? [] : [""] + annotations)
        let width = max(screen.screen.count + 2, body.map(\.count).max() ?? 0) + 2
        var lines = ["┌─ " + output.bold(screen.screen) + " " + String(repeating: "─", count: max(0, width - screen.screen.count - 2))]
        lines += body.map { "│ " + $0 }
        lines.append("└" + String(repeating: "─", count: width + 1))
        return lines.joined(separator: "\n")
    }
}
