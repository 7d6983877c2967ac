import IntentKitClient
import IntentWire

/// `harness screen <bundle-id>`: the current screen drawn.
struct ScreenCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "screen",
        abstract: "Draw the app's launch screen (each command launches the app afresh; navigate in `harness shell`).",
        arguments: [SharedOptions.bundleIdentifier],
        options: SharedOptions.app,
        examples: ["harness screen com.example.CometCal"])

    let app: AppTarget

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
    }

    func run(output: Terminal) async throws -> Int32 {
        let screen = try await app.withSession { try await $0.screen() }
        output.print(app.json ? try ValueText.json(screen) : ResultText.screen(screen, output: output))
        return ExitStatus.success
    }
}
