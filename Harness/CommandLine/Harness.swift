import Foundation
import IntentKitTesting

/// The harness command line: explore, run, query and check IntentKit apps.
enum Harness {
    /// Every command, in the order help lists them.
    static let commands: [any HarnessCommand.Type] = [
        TourCommand.self, DescribeCommand.self, RunCommand.self, QueryCommand.self, SearchCommand.self,
        ValuesCommand.self, ScreenCommand.self, ShellCommand.self, MetadataCommand.self, DiffCommand.self,
        AppsCommand.self, InstallCommand.self, UninstallCommand.self, BenchCommand.self,
    ]

    /// Runs the command line and returns the exit status: 0 ok, 1 failure, 2 usage.
    static func main(arguments: [String]) async -> Int32 {
        let output = Terminal.standard
        guard let first = arguments.first else {
            return await execute(TourCommand.self, [], output)
        }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, let command = lookup(arguments[1]) {
                output.print(command.help)
            } else {
                output.print(help)
            }
            return 0
        }
        guard let command = lookup(first) else {
            let names = commands.map { $0.name }
            output.error("unknown command \"\(first)\"\(NameSuggester.didYouMean(first, in: names)) Run `harness --help` for the list.")
            return 2
        }
        return await execute(command, Array(arguments.dropFirst()), output)
    }

    static func lookup(_ name: String) -> (any HarnessCommand.Type)? {
        commands.first { $0.name == name }
    }

    private static func execute(_ command: any HarnessCommand.Type, _ arguments: [String], _ output: Terminal) async -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.print(command.help)
            return 0
        }
        do {
            return try await command.execute(ArgumentList(arguments), output: output)
        } catch let error as UsageError {
            output.error("\(error.message)\nusage: \(command.usage)")
            return 2
        } catch {
            output.error(message(for: error))
            return 1
        }
    }

    /// The sentence for an error; process failures add the app's stderr, which explains them.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as IntentRequestError: return error.message
        case let error as IntentPerformError: return error.message
        case let error as IntentValueError: return error.message
        case let error as UsageError: return error.message
        case let error as AppProcessError where error.kind == .containerInUse:
            return error.message
        case let error as AppProcessError:
            let stderr = error.diagnostics.stderrTail.trimmingCharacters(in: .whitespacesAndNewlines)
            return error.message + (stderr.isEmpty ? "" : "\napp stderr:\n" + stderr)
        default: return String(describing: error)
        }
    }

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }.joined(separator: "\n")
        return """
        harness: explore, run, query and check IntentKit apps.

        Usage: harness [command] [options]
        With no command, launches CometCal in a temporary container, seeds it and shows a tour.

        Commands:
        \(list)

        Run `harness <command> --help` for a command's options and examples.
        Exit status: 0 ok, 1 failure, 2 usage error.
        """
    }
}
