import Foundation
import PackagePlugin

/// Reads the `@Property` titles of a target's entities from its sources at build time, as Apple's metadata extraction does.
///
/// The app-side metadata describes an entity type without any of its data, so
/// the titles written in `@Property(title:)` must be known before any
/// instance exists. This plugin runs `IntentKitMetadataExtractor` over the
/// target's Swift files and adds the file it writes, which gives every type
/// with `@Property` members a nested `_IntentKitProperties` enum: their titles,
/// their key paths, and code that reads and writes their values without reflection.
@main
struct IntentKitMetadata: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "IntentKitEntityProperties.swift")
        return [
            .buildCommand(
                displayName: "Recording the @Property members of \(target.name)",
                executable: try context.tool(named: "IntentKitMetadataExtractor").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output])
        ]
    }
}
