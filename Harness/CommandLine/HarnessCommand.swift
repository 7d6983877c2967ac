import IntentWire

/// One harness command: its spec (arguments, options, help) and its work.
protocol HarnessCommand: Sendable {
    /// What the command takes and how help describes it.
    static var spec: CommandSpec { get }
    /// Reads the parsed arguments.
    /// - Throws: ``UsageError`` for values that do not fit.
    init(arguments: ParsedArguments) throws
    /// Does the work and returns the exit status.
    func run(output: Terminal) async throws -> Int32
}

extension HarnessCommand {
    /// Parses the arguments into the command. (Synchronous on purpose: calling `init` through an
    /// existential metatype from an async context crashes the Swift 6.3 compiler.)
    static func parse(_ arguments: [String]) throws -> any HarnessCommand {
        try Self(arguments: try ParsedArguments(arguments, spec: spec))
    }
}
