import Foundation
import IntentKitClient
import IntentSystem
import IntentWire

/// `harness metadata <bundle-id>`: the metadata JSON, for saving and diffing.
struct MetadataCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "metadata",
        abstract: "Write the app's metadata as JSON (to stdout, or to a file with --output), for `harness diff`.",
        arguments: [SharedOptions.bundleIdentifier],
        options: [
            OptionSpec(name: "--output", value: "file", help: "Write to this file (replaced atomically; a pipe or device, such as /dev/stdout, is written to) instead of stdout.", completion: .file),
            SharedOptions.appPath,
        ],
        examples: ["harness metadata com.example.CometCal --output cometcal-1.0.json"])

    let app: AppTarget
    let outputPath: String?

    init(arguments: ParsedArguments) throws {
        app = try AppTarget(arguments)
        outputPath = arguments.value("--output")
    }

    func run(output: Terminal) async throws -> Int32 {
        let json = try ValueText.json(try await app.metadata())
        guard let outputPath else {
            output.print(json)
            return ExitStatus.success
        }
        do {
            try LocalFile.write(Data((json + "\n").utf8), toOutput: URL(fileURLWithPath: outputPath))
        } catch {
            throw HarnessError("could not write the metadata: \(error.message)")
        }
        output.status("wrote \(outputPath)\n")
        return ExitStatus.success
    }
}
