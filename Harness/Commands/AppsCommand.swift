import Foundation
import IntentKitClient
import IntentWire

/// `harness apps`: the apps the harness can find.
struct AppsCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "apps",
        abstract: "List the apps the harness knows: the install registry, and CometCal built next to the harness.",
        options: [SharedOptions.json],
        examples: ["harness apps"])

    let json: Bool

    init(arguments: ParsedArguments) throws {
        json = arguments.flag("--json")
    }

    func run(output: Terminal) async throws -> Int32 {
        let apps = try KnownApps.all()
        if json {
            output.print(try ValueText.json(Dictionary(apps.map { ($0.bundleIdentifier, $0.path) }, uniquingKeysWith: { first, _ in first })))
            return ExitStatus.success
        }
        guard !apps.isEmpty else {
            output.print("No apps installed. Install one with `harness install <executable>`.")
            return ExitStatus.success
        }
        let rows = apps.map { app -> [String] in
            let note = app.builtIn ? "(built in)" : FileManager.default.isExecutableFile(atPath: app.path) ? "" : "(missing)"
            return [app.bundleIdentifier, app.path, note]
        }
        output.print(TourText.table(rows).joined(separator: "\n"))
        return ExitStatus.success
    }
}
