import Foundation
import IntentKitClient
import IntentTransport
import IntentWire

/// `harness install <executable>`: record an app in the install registry.
struct InstallCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "install",
        abstract: "Record an IntentKit app's executable in the install registry, under the bundle identifier it declares.",
        discussion:
            "The registry serves the harness and tests of apps not built with them; tests drive the executable built next to them first. An entry pointing elsewhere is replaced only with --force.",
        arguments: [ArgumentSpec(name: "executable", help: "The app's executable.", completion: .file)],
        options: [OptionSpec(name: "--force", help: "Replace an entry that points to another executable.")],
        examples: ["harness install .build/debug/CometCal", "harness install /opt/apps/CometCal --force"])

    let path: String
    let force: Bool

    init(arguments: ParsedArguments) throws {
        path = URL(fileURLWithPath: arguments.positional(0)!).standardizedFileURL.path
        force = arguments.flag("--force")
    }

    func run(output: Terminal) async throws -> Int32 {
        let metadata = try await AppMetadataReader.read(executable: path)
        let bundleIdentifier = metadata.app.bundleIdentifier
        try InstalledApps.update { registry in
            if let existing = registry.apps[bundleIdentifier], existing != path, !force {
                throw HarnessError("\(bundleIdentifier) is already installed as \(existing); run `harness install \(path) --force` to replace it")
            }
            registry.apps[bundleIdentifier] = path
        }
        output.print("Installed \(bundleIdentifier) (\(metadata.app.name) \(metadata.app.version)) → \(path)")
        return ExitStatus.success
    }
}
