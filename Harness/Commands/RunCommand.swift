import Foundation
import IntentKitClient
import IntentWire

/// `harness run <bundle-id> <intent> name=value …`: run an intent on the app's own data.
struct RunCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "run",
        abstract: "Run an intent with parameters given as name=value; print its result and dialog.",
        discussion: """
            Prompts are asked on the terminal when both stdin and stdout are one; otherwise confirmations are \
            accepted and other prompts need --answer, --choose or --choose-option (--cancel cancels at the first prompt). Dates take \(DateArgument.forms).
            """,
        arguments: [
            SharedOptions.bundleIdentifier,
            ArgumentSpec(name: "intent", help: "The intent's type name, such as CreateEventIntent.", completion: .typeName(.intent)),
            ArgumentSpec(
                name: "name=value", help: "A parameter's value: name=text (repeat it for an array; name=null sets nil), or name:=<json> for any value.",
                isRepeating: true, completion: .parameter),
        ],
        options: PromptFlags.options + SharedOptions.app,
        examples: [
            "harness run com.example.CometCal SeedSampleEventsIntent",
            "harness run com.example.CometCal CreateEventIntent title=\"Hull Inspection\" startDate=\"tomorrow 09:00\" calendar=\"Deep Space\"",
            "harness run com.example.CometCal CreateEventIntent title=Briefing startDate=+2h calendar=\"Deep Space\" attendees:='[{\"name\":\"Vega, Jr.\",\"status\":\"accepted\",\"type\":\"person\"}]'",
            "harness run com.example.CometCal UpdateEventIntent event=\"Mission Debrief\" notes=null",
            "harness run com.example.CometCal EventStatusIntent event=\"Launch Window\" --choose event=2",
            "harness run com.example.CometCal DeleteEventIntent event=\"Zero-G Yoga\" --no",
        ])

    let app: AppTarget
    let intent: String
    let arguments: [String]
    let promptFlags: PromptFlags

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        intent = arguments.positional(1)!
        self.arguments = arguments.positionals(from: 2)
        promptFlags = PromptFlags(arguments)
    }

    func run(output: Terminal) async throws -> Int32 {
        let response = try await app.withSession { session in
            let metadata = try await session.metadata()
            let descriptor = try MetadataLookup(metadata).intent(intent)
            let parser = ArgumentValueParser(metadata: metadata)
            let parameters = try parser.parameters(arguments, for: descriptor)
            let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && promptFlags.isEmpty
            if interactive { session.promptHandler = TerminalPrompts(output: output, metadata: metadata).handler }
            let answers = interactive ? nil : try promptFlags.answers(for: descriptor, parser: parser)
            let progress = ProgressLine(output, "Running \(intent)", ticking: true)
            defer { progress.finish() }
            return try await session.run(intent, parameters: parameters, answers: answers, progress: { update in progress.update(update.description) })
        }
        output.print(app.json ? try ValueText.json(response) : ResultText.run(response, output: output))
        return ExitStatus.success
    }
}
