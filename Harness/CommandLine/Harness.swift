import Foundation
import IntentKitClient
import IntentWire

/// The harness command line: explore, run, query and check IntentKit apps.
enum Harness {
    /// The harness's version.
    static let version = "2.0.0"

    /// Every command, in the order help lists them.
    static let commands: [any HarnessCommand.Type] = [
        TourCommand.self, DescribeCommand.self, RunCommand.self, QueryCommand.self, SearchCommand.self,
        ValuesCommand.self, ScreenCommand.self, ShellCommand.self, MetadataCommand.self, DiffCommand.self, MCPCommand.self,
        AppsCommand.self, InstallCommand.self, UninstallCommand.self, BenchCommand.self, ShardCommand.self, ReportCommand.self,
    ]

    /// Runs the command line and returns the exit status (``ExitStatus``).
    static func main(arguments: [String]) async -> Int32 {
        let output = Terminal.standard
        switch arguments.first {
        case nil:
            return await execute(TourCommand.self, [], output)
        case "--help", "-h", "help":
            if arguments.count > 1 {
                guard let spec = spec(named: arguments[1]) else { return unknownCommand(arguments[1], output) }
                output.print(HelpText.command(spec))
            } else {
                output.print(HelpText.overview)
            }
            return ExitStatus.success
        case "--version":
            output.print("harness \(version) (IntentKit protocol \(ProtocolVersion.current))")
            return ExitStatus.success
        case "--generate-completion-script":
            guard arguments.count == 2, let shell = CompletionScripts.Shell(rawValue: arguments[1]) else {
                output.error("--generate-completion-script takes bash, zsh or fish")
                return ExitStatus.usage
            }
            output.print(CompletionScripts.script(for: shell))
            return ExitStatus.success
        case Completer.commandName:
            for candidate in await Completer.candidates(Array(arguments.dropFirst())) { output.print(candidate) }
            return ExitStatus.success
        case TransportPeer.commandName:
            return await TransportPeer.serve()
        case HandOffPeer.commandName:
            return HandOffPeer.serve()
        case let first? where first.hasPrefix("-") && first != "--":
            // Options without a command belong to the default command, as `harness --json` does.
            return await execute(TourCommand.self, arguments, output)
        case let first?:
            guard let command = lookup(first) else { return unknownCommand(first, output) }
            return await execute(command, Array(arguments.dropFirst()), output)
        }
    }

    static func lookup(_ name: String) -> (any HarnessCommand.Type)? {
        commands.first { $0.spec.name == name }
    }

    /// Every command's spec, in help order. (Read from here in async code: reaching a static member
    /// through an existential metatype there crashes the Swift 6.3 compiler.)
    static let specs: [CommandSpec] = commands.map { $0.spec }

    /// The spec of the command with this name.
    static func spec(named name: String) -> CommandSpec? {
        specs.first { $0.name == name }
    }

    private static func unknownCommand(_ name: String, _ output: Terminal) -> Int32 {
        let names = specs.map(\.name)
        output.error("unknown command \"\(name.truncatedForMessages)\"\(NameSuggester.didYouMean(name, in: names)). Run `harness --help` for the list.")
        return ExitStatus.usage
    }

    private static func execute(_ command: any HarnessCommand.Type, _ arguments: [String], _ output: Terminal) async -> Int32 {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            output.print(HelpText.command(command.spec))
            return ExitStatus.success
        }
        let parsed: any HarnessCommand
        do {
            parsed = try command.parse(arguments)
        } catch {
            // The arguments do not fit: say so, then how the command is used.
            output.error(ErrorReport(error).message + "\nUsage: \(HelpText.usage(command.spec))\nSee 'harness \(command.spec.name) --help'.")
            return ExitStatus.usage
        }
        do {
            return try await parsed.run(output: output)
        } catch {
            let report = ErrorReport(error)
            output.error(report.message)
            return report.status
        }
    }
}

/// How an error is reported: its sentence and the exit status it means.
struct ErrorReport {
    let message: String
    let status: Int32

    init(_ error: any Error) {
        switch error {
        case let error as UsageError:
            (message, status) = (error.message, ExitStatus.usage)
        case let error as IntentRequestError:
            // An unknown intent, entity, parameter or a value the app cannot resolve: the command line is wrong.
            (message, status) = (error.message, ExitStatus.usage)
        case let error as IntentPerformError:
            (message, status) = (error.message, ExitStatus.failure)
        case let error as AppProcessError where error.kind == .notFound:
            (message, status) = (error.message, ExitStatus.usage)
        case let error as AppProcessError where error.kind == .containerInUse:
            (message, status) = (error.message, ExitStatus.failure)
        case let error as AppProcessError:
            let stderr = error.diagnostics.stderrTail.trimmingCharacters(in: .whitespacesAndNewlines)
            let tail = stderr.split(separator: "\n").suffix(20).joined(separator: "\n")
            (message, status) = (error.message + (tail.isEmpty ? "" : "\napp stderr:\n" + tail), ExitStatus.failure)
        case let error as HarnessError:
            (message, status) = (error.description, ExitStatus.failure)
        case let error as InputError:
            (message, status) = (error.description, ExitStatus.usage)
        default:
            (message, status) = (Self.sentence(for: error), ExitStatus.failure)
        }
    }
}

extension ErrorReport {
    /// An error's own sentence: its `LocalizedError` description, its description, or Foundation's
    /// localized text, never a raw `NSCocoaErrorDomain` dump.
    static func sentence(for error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
        if type(of: error) is NSError.Type { return error.localizedDescription }
        return String(describing: error)
    }
}

/// A file the command was given cannot be used (missing, unreadable, not what it should be); exit status 2.
struct InputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
