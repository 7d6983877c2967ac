import IntentWire

/// A command's arguments split by its spec: flags, option values, and positionals (everything after `--` is positional).
struct ParsedArguments {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]
    private(set) var positionals: [String] = []

    /// Parses `arguments` against `spec`.
    /// - Throws: ``UsageError`` for an unknown option (with the closest one), a missing value, a flag given a value,
    ///   a missing required argument, or too many arguments.
    init(_ arguments: [String], spec: CommandSpec) throws {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            guard let option = spec.option(named: name) else {
                throw UsageError.unknownOption(name, spec: spec)
            }
            if option.isFlag {
                guard parts.count == 1 else { throw UsageError("\(name) is a flag and takes no value") }
                flags.insert(name)
                continue
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else {
                guard index < arguments.count else { throw UsageError("\(name) needs a value (<\(option.value ?? "value")>)") }
                value = arguments[index]
                index += 1
            }
            if !option.isRepeating, values[name] != nil { throw UsageError("\(name) is given more than once") }
            values[name, default: []].append(value)
        }
        try checkPositionals(spec)
    }

    private func checkPositionals(_ spec: CommandSpec) throws {
        let required = spec.arguments.filter { !$0.isOptional && !$0.isRepeating }
        if positionals.count < required.count {
            throw UsageError("missing <\(required[positionals.count].name)>")
        }
        let repeats = spec.arguments.contains { $0.isRepeating }
        if !repeats, positionals.count > spec.arguments.count {
            throw UsageError("unexpected argument \"\(positionals[spec.arguments.count].truncatedForMessages)\"")
        }
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An option's value, if given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The positional argument at an index, if given.
    func positional(_ index: Int) -> String? { positionals.indices.contains(index) ? positionals[index] : nil }

    /// The positional arguments from an index on.
    func positionals(from index: Int) -> [String] { Array(positionals.dropFirst(index)) }
}
