import Foundation
import IntentKitTesting

/// `harness apps`: the apps the harness (and `IntentDefinitions`) can find.
struct AppsCommand: HarnessCommand {
    static let name = "apps"
    static let summary = "List installed apps (and CometCal, built next to the harness)."
    static let usage = "harness apps [--json]"
    static let examples = ["harness apps"]

    let json: Bool

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        json = arguments.flag("--json")
        try arguments.rejectLeftovers(known: ["--json"])
    }

    func run(output: Terminal) async throws -> Int32 {
        var apps = try InstalledApps.load().apps
        var builtIn: Set<String> = []
        if apps["com.example.CometCal"] == nil, let path = try? AppSession.executablePath(for: "com.example.CometCal") {
            apps["com.example.CometCal"] = path
            builtIn.insert("com.example.CometCal")
        }
        if json {
            output.print(try ValueText.json(apps))
            return 0
        }
        guard !apps.isEmpty else {
            output.print("No apps installed. Install one with `harness install <executable>`.")
            return 0
        }
        let rows = apps.keys.sorted().map { id -> [String] in
            let path = apps[id]!
            let note = builtIn.contains(id) ? "(built in)" : FileManager.default.isExecutableFile(atPath: path) ? "" : "(missing)"
            return [id, path, note]
        }
        output.print(TourText.table(rows).joined(separator: "\n"))
        return 0
    }
}

/// `harness install <executable>`: record an app in the install registry.
struct InstallCommand: HarnessCommand {
    static let name = "install"
    static let summary = "Record an IntentKit app executable in the install registry, under its bundle identifier."
    static let usage = "harness install <executable> [--force]"
    static let examples = ["harness install .build/debug/CometCal", "harness install /opt/apps/CometCal --force"]

    let path: String
    let force: Bool

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        force = arguments.flag("--force")
        path = URL(fileURLWithPath: try arguments.positional("<executable>")).standardizedFileURL.path
        try arguments.rejectLeftovers(known: ["--force"])
    }

    func run(output: Terminal) async throws -> Int32 {
        let metadata = try MetadataReader.read(executable: path)
        var registry = try InstalledApps.load()
        let bundleIdentifier = metadata.app.bundleIdentifier
        if let existing = registry.apps[bundleIdentifier], existing != path, !force {
            throw HarnessError("\(bundleIdentifier) is already installed as \(existing); run `harness install \(path) --force` to replace it")
        }
        registry.apps[bundleIdentifier] = path
        try registry.save()
        output.print("Installed \(metadata.app.bundleIdentifier) (\(metadata.app.name) \(metadata.app.version)) → \(path)")
        return 0
    }
}

/// `harness uninstall <bundle-id>`: remove an app from the install registry.
struct UninstallCommand: HarnessCommand {
    static let name = "uninstall"
    static let summary = "Remove an app from the install registry (its data stays)."
    static let usage = "harness uninstall <bundle-id>"
    static let examples = ["harness uninstall com.example.CometCal"]

    let bundleIdentifier: String

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        bundleIdentifier = try arguments.positional("<bundle-id>")
        try arguments.rejectLeftovers(known: [])
    }

    func run(output: Terminal) async throws -> Int32 {
        var registry = try InstalledApps.load()
        guard registry.apps.removeValue(forKey: bundleIdentifier) != nil else {
            throw HarnessError("\(bundleIdentifier) is not installed" + NameSuggester.didYouMean(bundleIdentifier, in: registry.apps.keys.sorted()))
        }
        try registry.save()
        output.print("Uninstalled \(bundleIdentifier)")
        return 0
    }
}
