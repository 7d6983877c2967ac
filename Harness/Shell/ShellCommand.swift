import Foundation
import IntentKitClient
import IntentWire

/// `harness shell <bundle-id>`: explore one live app, line by line.
struct ShellCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "shell",
        abstract: "Explore one live app line by line; each command's result is reusable as $N (N is the command's number).",
        discussion: """
            On a terminal: arrow keys edit the line and walk the history, Tab completes commands, type names and \
            parameters. Type `help` inside for the commands. Reading commands from a pipe or a file, it runs them \
            all and exits with status 1 if any failed (--bail stops at the first that fails), so scripts can rely on it.
            """,
        arguments: [SharedOptions.bundleIdentifier],
        options: [
            SharedOptions.container, SharedOptions.appPath,
            OptionSpec(name: "--bail", help: "Stop at the first command that fails (exit status 1)."),
        ],
        examples: [
            "harness shell com.example.CometCal",
            "printf 'query EventEntity --matching Cosmic\\nrun EventStatusIntent event=$1[0]\\n' | harness shell com.example.CometCal",
        ])

    let app: AppTarget
    let bail: Bool

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        bail = arguments.flag("--bail")
    }

    func run(output: Terminal) async throws -> Int32 {
        let interactive = isatty(STDIN_FILENO) == 1
        var failed = false
        try await app.withSession { session in
            session.crashLoopRemedy = .shell
            let metadata = try await session.metadata()
            var shell = ShellSession(session: session, metadata: metadata, output: output)
            if interactive {
                session.promptHandler = TerminalPrompts(output: output, metadata: metadata).handler
                output.print("\(metadata.app.name) shell. Type `help` for commands, `quit` to leave; Tab completes.")
            }
            let editor = LineEditor(completer: ShellCompleter(metadata: metadata))
            while true {
                guard let line = interactive ? editor.readLine(prompt: "\(metadata.app.name)> ", history: shell.history) : Swift.readLine() else { break }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                if trimmed == "quit" || trimmed == "exit" { break }
                do {
                    output.print(try await shell.execute(trimmed))
                } catch {
                    output.error(ErrorReport(error).message)
                    failed = true
                    if bail { break }
                }
            }
        }
        // Interactively a mistake is part of exploring; from a script, a failed command fails the script.
        return failed && (!interactive || bail) ? ExitStatus.failure : ExitStatus.success
    }
}
