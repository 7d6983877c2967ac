import IntentWire

/// One harness command: its name, help, argument parsing and work.
protocol HarnessCommand: Sendable {
    /// The word that selects the command.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The synopsis, such as `harness run <bundle-id> <Intent> [name=value …]`.
    static var usage: String { get }
    /// Worked examples.
    static var examples: [String] { get }
    /// Parses the arguments after the command name.
    /// - Throws: ``UsageError`` for unknown flags or missing arguments.
    init(arguments: ArgumentList) throws
    /// Does the work and returns the exit status.
    func run(output: Terminal) async throws -> Int32
}

extension HarnessCommand {
    /// Parses and runs the command. (A static entry point: calling `init` through an
    /// existential metatype from an async context crashes the Swift 6.3 compiler.)
    static func execute(_ arguments: ArgumentList, output: Terminal) async throws -> Int32 {
        try await Self(arguments: arguments).run(output: output)
    }

    /// The full help text.
    static var help: String {
        """
        \(summary)

        Usage: \(usage)

        Examples:
        \(examples.map { "  \($0)" }.joined(separator: "\n"))
        """
    }
}

/// The command line was used wrongly; exits with status 2.
struct UsageError: Error {
    let message: String
}

/// The arguments after a command name, consumed as they are parsed.
struct ArgumentList {
    private(set) var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    /// Removes and reports a flag such as `--json`.
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes and returns an option's value: `--container DIR` or `--container=DIR`.
    mutating func option(_ name: String) throws -> String? {
        if let index = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            return String(remaining.remove(at: index).dropFirst(name.count + 1))
        }
        guard let index = remaining.firstIndex(of: name) else { return nil }
        guard index + 1 < remaining.count else { throw UsageError(message: "\(name) needs a value") }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...index + 1)
        return value
    }

    /// Removes and returns every value of a repeatable option.
    mutating func options(_ name: String) throws -> [String] {
        var values: [String] = []
        while let value = try option(name) { values.append(value) }
        return values
    }

    /// Removes and returns the next positional argument, or fails naming what was expected.
    mutating func positional(_ what: String) throws -> String {
        guard let index = remaining.firstIndex(where: { !$0.hasPrefix("--") }) else {
            throw UsageError(message: "missing \(what)")
        }
        return remaining.remove(at: index)
    }

    /// Removes and returns every positional argument left.
    mutating func positionals() -> [String] {
        let values = remaining.filter { !$0.hasPrefix("--") }
        remaining.removeAll { !$0.hasPrefix("--") }
        return values
    }

    /// Fails on any argument left over: unknown flags get a suggestion.
    func rejectLeftovers(known: [String]) throws {
        try rejectUnknownFlags(known: known)
        if let extra = remaining.first { throw UsageError(message: "unexpected argument \"\(extra)\"") }
    }

    /// Fails on any flag left over, suggesting the closest known one.
    func rejectUnknownFlags(known: [String]) throws {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") }) {
            let name = String(unknown.split(separator: "=", maxSplits: 1)[0])
            throw UsageError(message: "unknown option \"\(name)\"" + suggestion(name, known))
        }
    }

    private func suggestion(_ name: String, _ known: [String]) -> String {
        let close = NameSuggester.closest(to: name, in: known)
        return close.isEmpty ? (known.isEmpty ? "; this command takes no options" : "; options are " + known.joined(separator: ", ")) : "; did you mean \"\(close[0])\"?"
    }
}
