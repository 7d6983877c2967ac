import Foundation
import IntentKitClient
import IntentWire

/// Shell completion, computed here from the command specs (and, for type names, the app's metadata);
/// the generated shell scripts only ask `harness __complete <words…>`.
enum Completer {
    /// The hidden command the completion scripts call.
    static let commandName = "__complete"

    /// The candidates for the last word, given every word after `harness` (the last one being typed).
    static func candidates(_ words: [String]) async -> [String] {
        guard let partial = words.last else { return [] }
        let before = Array(words.dropLast())
        guard let first = before.first else {
            return matching(partial, Harness.specs.map(\.name) + ["--help", "--version", "--generate-completion-script"])
        }
        if first == "--generate-completion-script" { return matching(partial, CompletionScripts.Shell.allCases.map(\.rawValue)) }
        guard let spec = Harness.spec(named: first) else { return [] }
        let rest = Array(before.dropFirst())
        if let previous = rest.last, let option = spec.option(named: previous), !option.isFlag {
            return await values(option.completion, partial: partial, positionals: positionals(rest, spec: spec))
        }
        if partial.hasPrefix("-") {
            let used = Set(rest)
            return matching(partial, spec.options.filter { $0.isRepeating || !used.contains($0.name) }.map(\.name) + ["--help"])
        }
        let given = positionals(rest, spec: spec)
        let argument = given.count < spec.arguments.count ? spec.arguments[given.count] : spec.arguments.last { $0.isRepeating }
        guard let argument else { return [] }
        return await values(argument.completion, partial: partial, positionals: given)
    }

    /// The positional arguments among words, skipping options and their values.
    private static func positionals(_ words: [String], spec: CommandSpec) -> [String] {
        var result: [String] = []
        var skipNext = false
        for word in words {
            if skipNext {
                skipNext = false
                continue
            }
            if let option = spec.option(named: word) {
                skipNext = !option.isFlag
                continue
            }
            if !word.hasPrefix("-") { result.append(word) }
        }
        return result
    }

    private static func values(_ completion: Completion, partial: String, positionals: [String]) async -> [String] {
        switch completion {
        case .none, .file, .directory:
            return []
        case .words(let words):
            return matching(partial, words)
        case .bundleIdentifier:
            return matching(partial, ((try? KnownApps.all()) ?? []).map(\.bundleIdentifier))
        case .typeName(let kind):
            guard let bundleIdentifier = positionals.first, let metadata = await metadata(bundleIdentifier) else { return [] }
            return matching(partial, names(kind, metadata))
        case .parameter:
            guard positionals.count >= 2, let metadata = await metadata(positionals[0]), let intent = metadata.intent(named: positionals[1]) else { return [] }
            let given = Set(positionals.dropFirst(2).map { String($0.prefix { $0 != "=" && $0 != ":" }) })
            return matching(partial, intent.parameters.filter { !given.contains($0.name) }.map { "\($0.name)=" })
        }
    }

    static func names(_ kind: Completion.TypeKind, _ metadata: AppMetadata) -> [String] {
        switch kind {
        case .intent: metadata.intents.map(\.name)
        case .entity: metadata.entities.map(\.name)
        case .valueQuery: metadata.valueQueries.map(\.name)
        case .any: metadata.intents.map(\.name) + metadata.entities.map(\.name) + metadata.transientEntities.map(\.name) + metadata.enums.map(\.name) + metadata.valueQueries.map(\.name)
        }
    }

    private static func metadata(_ bundleIdentifier: String) async -> AppMetadata? {
        guard let path = try? AppSession.executablePath(for: bundleIdentifier) else { return nil }
        return try? await AppMetadataReader.read(executable: path, expecting: bundleIdentifier)
    }

    private static func matching(_ partial: String, _ words: [String]) -> [String] {
        words.filter { $0.hasPrefix(partial) }
    }
}
