import IntentWire

/// Help in swift-argument-parser's shape: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES.
enum HelpText {
    /// The column the descriptions start in.
    static let labelWidth = 26
    /// The width help is wrapped to.
    static let screenWidth = 80

    /// `harness run <bundle-id> <intent> [<name=value> ...] [--no] …`.
    static func usage(_ spec: CommandSpec) -> String {
        var parts = ["harness", spec.name]
        for argument in spec.arguments {
            let name = "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
            parts.append(argument.isOptional || argument.isRepeating ? "[\(name)]" : name)
        }
        for option in spec.options {
            let text = option.name + (option.value.map { " <\($0)>" } ?? "") + (option.isRepeating ? " ..." : "")
            parts.append("[\(text)]")
        }
        return parts.joined(separator: " ")
    }

    /// The full help of one command.
    static func command(_ spec: CommandSpec) -> String {
        var sections = [wrap("OVERVIEW: \(spec.abstract)", width: screenWidth).joined(separator: "\n")]
        if let discussion = spec.discussion { sections.append(wrap(discussion, width: screenWidth).joined(separator: "\n")) }
        sections.append("USAGE: \(usage(spec))")
        if !spec.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + spec.arguments.map { row("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        let options = spec.options.map { row($0.name + ($0.value.map { " <\($0)>" } ?? ""), $0.help) } + [row("-h, --help", "Show help information.")]
        sections.append("OPTIONS:\n" + options.joined(separator: "\n"))
        if !spec.examples.isEmpty {
            sections.append("EXAMPLES:\n" + spec.examples.map { "  \($0)" }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// `harness --help`.
    static var overview: String {
        let commands = Harness.specs.map { spec in
            row(spec.name + (spec.name == TourCommand.spec.name ? " (default)" : ""), spec.abstract)
        }
        return """
            OVERVIEW: Explore, run, query and check IntentKit apps.

            With no subcommand, launches CometCal in a temporary container, seeds it, and
            shows a tour.

            USAGE: harness [<subcommand>] [<options>]

            OPTIONS:
            \(row("--version", "Show the version."))
            \(row("--generate-completion-script <shell>", "Print a completion script for bash, zsh or fish, for example: harness --generate-completion-script bash > /etc/bash_completion.d/harness"))
            \(row("-h, --help", "Show help information."))

            SUBCOMMANDS:
            \(commands.joined(separator: "\n"))

              See 'harness help <subcommand>' for detailed help.

            EXIT STATUS:
              0  Success.
              1  The app failed (an intent threw, the app crashed or timed out), or a check
                 failed (diff: a breaking change).
              2  The command line is wrong: an unknown command, option, app, intent,
                 entity, parameter or value, or (diff) a file that cannot be read.
            """
    }

    /// One labelled row, wrapped, with the description aligned after the label.
    static func row(_ label: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: labelWidth)
        let lines = wrap(text, width: screenWidth - labelWidth)
        let first = "  " + label
        var result: [String]
        if first.count + 2 <= labelWidth {
            result = [first.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + (lines.first ?? "")]
            result += lines.dropFirst().map { indent + $0 }
        } else {
            result = [first] + lines.map { indent + $0 }
        }
        return result.joined(separator: "\n")
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
