import Foundation
import PackagePlugin

/// Builds the documentation's code examples from the documentation itself, so that none is copied into a test.
///
/// The target it is applied to names the Markdown files whose ```` ```swift ```` blocks it builds, and on which side,
/// in a file `doc-examples.txt` in its folder: a first line `side: test` (README.md and the IntentKitTesting
/// articles, run against a private CometCal) or `side: app` (the IntentKit articles, compiled beside CometCal's
/// code), then one path a line, from the package's folder. `DocExampleExtractor` writes the Swift that builds them.
@main
struct DocExamples: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let list = module.directoryURL.appending(path: "doc-examples.txt")
        let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard let first = lines.first, first.hasPrefix("side: ") else {
            throw DocExamplesError(description: "\(list.path) must start with `side: test` or `side: app`")
        }
        let side = String(first.dropFirst("side: ".count))
        let documents = lines.dropFirst().map { context.package.directoryURL.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)Generated.swift")
        return [
            .buildCommand(
                displayName: "Building the documentation's examples into \(target.name)",
                executable: try context.tool(named: "DocExampleExtractor").url,
                arguments: ["--side", side, output.path] + documents.map(\.path),
                inputFiles: [list] + documents,
                outputFiles: [output])
        ]
    }
}

/// A mistake in a target's `doc-examples.txt`.
struct DocExamplesError: Error, CustomStringConvertible {
    let description: String
}
