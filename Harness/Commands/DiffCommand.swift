import Foundation
import IntentWire

/// `harness diff <old.json> <new.json>`: breaking changes between two metadata files; exits 1 when anything breaks.
struct DiffCommand: HarnessCommand {
    static let name = "diff"
    static let summary = "Compare two metadata files; list breaking changes and additions; exit 1 if anything breaks."
    static let usage = "harness diff <old.json> <new.json> [--json]"
    static let examples = [
        "harness metadata com.example.CometCal --output new.json && harness diff released.json new.json",
    ]

    let oldPath: String
    let newPath: String
    let json: Bool

    init(arguments: ArgumentList) throws {
        var arguments = arguments
        json = arguments.flag("--json")
        oldPath = try arguments.positional("<old.json>")
        newPath = try arguments.positional("<new.json>")
        try arguments.rejectLeftovers(known: ["--json"])
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
        return diff.breaking.isEmpty ? 0 : 1
    }

    private func load(_ path: String) throws -> AppMetadata {
        guard let data = FileManager.default.contents(atPath: path) else { throw HarnessError("cannot read \(path)") }
        do {
            return try JSONDecoder().decode(AppMetadata.self, from: data)
        } catch {
            throw HarnessError("\(path) is not IntentKit metadata: \(DecodingErrorDescription.describe(error)); write one with `harness metadata <bundle-id> --output FILE`")
        }
    }
}
