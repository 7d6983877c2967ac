import IntentWire

/// The command line was used wrongly; the harness exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }

    /// An option the command does not take, with the closest one it does.
    static func unknownOption(_ name: String, spec: CommandSpec) -> UsageError {
        let close = NameSuggester.closest(to: name, in: spec.optionNames)
        let hint =
            close.isEmpty
            ? (spec.options.isEmpty ? "; `\(spec.name)` takes no options" : "; its options are " + spec.options.map(\.name).joined(separator: ", "))
            : "; did you mean \"\(close[0])\"?"
        return UsageError("unknown option \"\(name.truncatedForMessages)\" for `\(spec.name)`\(hint)")
    }
}

/// A failure the harness reports in one sentence (the app or a check failed); exit status 1.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The harness's exit statuses.
enum ExitStatus {
    /// It worked.
    static let success: Int32 = 0
    /// The app failed, a check failed, or (`diff`) something breaks.
    static let failure: Int32 = 1
    /// The command line is wrong: unknown command, option, app, intent, entity, parameter or value; (`diff`) unreadable input.
    static let usage: Int32 = 2
}
