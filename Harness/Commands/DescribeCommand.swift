import Foundation
import IntentWire

/// `harness describe <bundle-id> [Name]`: the metadata in readable form.
struct DescribeCommand: HarnessCommand {
    static let name = "describe"
    static let summary = "Show what an app exposes (intents, entities, enums, value queries), or one type in detail."
    static let usage = "harness describe <bundle-id> [Name] [--app-path EXE] [--json]"
    static let examples = ["harness describe com.example.CometCal", "harness describe com.example.CometCal CreateEventIntent", "harness describe com.example.CometCal EventStatus --json"]

    let app: AppOptions
    let typeName: String?

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        app = try AppOptions(&arguments)
        typeName = arguments.positionals().first
        try arguments.rejectLeftovers(known: AppOptions.flags)
    }

    func run(output: Terminal) async throws -> Int32 {
        let metadata = try app.metadata()
        guard let typeName else {
            output.print(app.json ? try ValueText.json(metadata) : MetadataText.overview(metadata, output: output))
            return 0
        }
        let type = try NamedType(named: typeName, in: metadata)
        output.print(app.json ? try type.json() : type.text(output: output))
        return 0
    }
}

/// `harness metadata <bundle-id>`: the metadata JSON, for saving and diffing.
struct MetadataCommand: HarnessCommand {
    static let name = "metadata"
    static let summary = "Write the app's metadata as JSON (to stdout, or to a file with --output)."
    static let usage = "harness metadata <bundle-id> [--output FILE] [--app-path EXE]"
    static let examples = ["harness metadata com.example.CometCal --output cometcal-1.0.json"]

    let app: AppOptions
    let outputPath: String?

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        outputPath = try arguments.option("--output")
        app = try AppOptions(&arguments)
        try arguments.rejectLeftovers(known: AppOptions.flags + ["--output"])
    }

    func run(output: Terminal) async throws -> Int32 {
        let json = try ValueText.json(try app.metadata())
        if let outputPath {
            try Data((json + "\n").utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
            FileHandle.standardError.write(Data("wrote \(outputPath)\n".utf8))
        } else {
            output.print(json)
        }
        return 0
    }
}
