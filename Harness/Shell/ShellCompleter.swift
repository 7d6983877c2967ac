import IntentWire

/// What Tab completes in the shell: commands, the types each takes, and an intent's parameters.
struct ShellCompleter: Sendable {
    let metadata: AppMetadata

    /// Where the word being completed starts in `line` (the text before the cursor), and its candidates.
    func complete(_ line: String) -> (start: Int, candidates: [String]) {
        let characters = Array(line)
        var start = characters.count
        while start > 0, characters[start - 1] != " " { start -= 1 }
        let partial = String(characters[start...])
        let words = characters[..<start].split(separator: " ").map { String($0) }
        guard let command = words.first else {
            return (start, matching(partial, ShellSession.commands.map(\.name) + ["history", "help", "quit"]))
        }
        if partial.hasPrefix("-"), let spec = ShellSession.commands.first(where: { $0.name == command }) {
            return (start, matching(partial, spec.options.map(\.name)))
        }
        let positional = words.dropFirst().filter { !$0.hasPrefix("-") }
        switch (command, positional.count) {
        case ("run", 0): return (start, matching(partial, metadata.intents.map(\.name)))
        case ("run", _):
            guard let intent = metadata.intent(named: positional[positional.startIndex]) else { return (start, []) }
            let given = Set(positional.dropFirst().map { String($0.prefix { $0 != "=" && $0 != ":" }) })
            return (start, matching(partial, intent.parameters.filter { !given.contains($0.name) }.map { "\($0.name)=" }))
        case ("query", 0), ("search", 0): return (start, matching(partial, metadata.entities.map(\.name)))
        case ("values", 0): return (start, matching(partial, metadata.valueQueries.map(\.name)))
        case ("describe", 0): return (start, matching(partial, Completer.names(.any, metadata)))
        default: return (start, [])
        }
    }

    private func matching(_ partial: String, _ words: [String]) -> [String] {
        words.filter { $0.hasPrefix(partial) }.sorted()
    }

    /// The longest prefix every candidate shares.
    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
