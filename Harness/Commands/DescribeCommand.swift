import IntentKitClient
import IntentWire

/// `harness describe <bundle-id> [<name>]`: the metadata in readable form.
struct DescribeCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "describe",
        abstract: "Show what an app exposes (intents, entities, enums, value queries), or one type in detail.",
        discussion: "Reads the app's metadata with `<app> --metadata`: the app's data is not touched, even while another process uses it.",
        arguments: [
            SharedOptions.bundleIdentifier,
            ArgumentSpec(name: "name", help: "A type the app declares, to show in detail.", isOptional: true, completion: .typeName(.any)),
        ],
        options: [SharedOptions.appPath, SharedOptions.json],
        examples: ["harness describe com.example.CometCal", "harness describe com.example.CometCal CreateEventIntent", "harness describe com.example.CometCal EventStatus --json"])

    let app: AppTarget
    let typeName: String?

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        typeName = arguments.positional(1)
    }

    func run(output: Terminal) async throws -> Int32 {
        let metadata = try await app.metadata()
        guard let typeName else {
            output.print(app.json ? try ValueText.json(metadata) : MetadataText.overview(metadata, output: output))
            return ExitStatus.success
        }
        let type = try NamedType(named: typeName, in: metadata)
        output.print(app.json ? try type.json() : type.text(in: metadata, output: output))
        return ExitStatus.success
    }
}
