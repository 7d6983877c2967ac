import Foundation
import IntentJSON
import IntentKitClient
import IntentSystem
import IntentWire

/// `harness diff <old.json> <new.json>`: breaking changes between two metadata files; exits 1 when anything breaks.
struct DiffCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two metadata files: list breaking changes and additions; exit 1 if anything breaks.",
        discussion:
            "A CI gate against renaming an intent, removing a case, or making a parameter required by accident. Exit status: 0 nothing breaks, 1 something breaks, 2 a file cannot be read as metadata.",
        arguments: [
            ArgumentSpec(name: "old.json", help: "The metadata of the released version.", completion: .file),
            ArgumentSpec(name: "new.json", help: "The metadata of the version to check.", completion: .file),
        ],
        options: [SharedOptions.json],
        examples: ["harness metadata com.example.CometCal --output new.json && harness diff released.json new.json"])

    let oldPath: String
    let newPath: String
    let json: Bool

    init(arguments: ParsedArguments) throws {
        oldPath = arguments.positional(0)!
        newPath = arguments.positional(1)!
        json = arguments.flag("--json")
    }

    func run(output: Terminal) async throws -> Int32 {
        let diff = MetadataDiff(old: try load(oldPath), new: try load(newPath))
        if json {
            output.print(try ValueText.json(["breaking": diff.breaking, "compatible": diff.compatible]))
        } else if diff.breaking.isEmpty && diff.compatible.isEmpty {
            output.print("No changes.")
        } else {
            var lines: [String] = []
            if !diff.breaking.isEmpty {
                lines.append(output.bold("Breaking changes (\(diff.breaking.count)):"))
                lines += diff.breaking.map { "  - \($0)" }
            }
            if !diff.compatible.isEmpty {
                lines.append(output.bold("Compatible additions (\(diff.compatible.count)):"))
                lines += diff.compatible.map { "  + \($0)" }
            }
            output.print(lines.joined(separator: "\n"))
        }
        return diff.breaking.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    private func load(_ path: String) throws -> AppMetadata {
        let data: Data?
        do {
            data = try LocalFile.contents(of: URL(fileURLWithPath: path), acceptingStreams: true)
        } catch {
            throw InputError(error.message)
        }
        guard let data else { throw InputError("\(path) does not exist; write one with `harness metadata <bundle-id> --output \(path)`") }
        do {
            return try WireCoding.decode(AppMetadata.self, from: data)
        } catch {
            throw InputError("\(path) is not IntentKit metadata: \(DecodingErrorDescription.describe(error)); write one with `harness metadata <bundle-id> --output FILE`")
        }
    }
}
