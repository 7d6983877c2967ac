import IntentKitClient
import IntentTransport
import IntentWire

/// `harness uninstall <bundle-id>`: remove an app from the install registry.
struct UninstallCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "uninstall",
        abstract: "Remove an app from the install registry (its data stays).",
        arguments: [ArgumentSpec(name: "bundle-id", help: "The installed app's bundle identifier.", completion: .bundleIdentifier)],
        examples: ["harness uninstall com.example.CometCal"])

    let bundleIdentifier: String

    init(arguments: ParsedArguments) throws {
        bundleIdentifier = arguments.positional(0)!
    }

    func run(output: Terminal) async throws -> Int32 {
        try InstalledApps.update { registry in
            guard registry.apps.removeValue(forKey: bundleIdentifier) != nil else {
                let installed = registry.apps.keys.sorted()
                throw UsageError("\(bundleIdentifier) is not installed" + (installed.isEmpty ? "; no app is" : NameSuggester.didYouMean(bundleIdentifier, in: installed)))
            }
        }
        output.print("Uninstalled \(bundleIdentifier)")
        return ExitStatus.success
    }
}
