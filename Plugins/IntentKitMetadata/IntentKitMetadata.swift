import Foundation
import PackagePlugin

/// Reads a target's declarations from its sources at build time, as Apple's metadata extraction does.
///
/// It runs `IntentKitMetadataExtractor` over the target's Swift files (and its dependencies' in the same package)
/// and adds the two files it writes:
/// - `IntentKitEntityProperties.swift` gives every type with `@Property` members a nested `_IntentKitProperties`
///   enum: their titles (the metadata describes an entity type before any instance exists), their key paths, and
///   code that reads and writes their values without reflection;
/// - `IntentKitAppTypes.swift` lists the intents, entities, enums, value queries, union types and shortcut
///   providers it finds, and gives the target an `IntentApp.main(_:)` that hands them to IntentKit, so that an app
///   description need not list them.
@main
struct IntentKitMetadata: BuildToolPlugin {
    /// IntentKit's own modules: their types are IntentKit's, not the app's.
    static let intentKitModules: Set<String> = [
        "IntentKit", "IntentWire", "IntentJSON", "IntentTransport", "IntentSystem", "CIntentKitSystem", "AppIntents", "IntentKitClient",
        "IntentKitTesting", "AppIntentsTesting", "IntentKitMetadataScanner",
    ]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        var arguments: [String] = []
        var inputs = sources
        for dependency in module.recursiveTargetDependencies {
            guard let dependency = dependency as? SourceModuleTarget, !Self.intentKitModules.contains(dependency.moduleName) else { continue }
            let files = dependency.sourceFiles(withSuffix: "swift").map(\.url)
            guard !files.isEmpty else { continue }
            arguments += ["--dependency", dependency.moduleName] + files.map(\.path)
            inputs += files
        }
        let properties = context.pluginWorkDirectoryURL.appending(path: "IntentKitEntityProperties.swift")
        let types = context.pluginWorkDirectoryURL.appending(path: "IntentKitAppTypes.swift")
        return [
            .buildCommand(
                displayName: "Reading the declarations of \(target.name)",
                executable: try context.tool(named: "IntentKitMetadataExtractor").url,
                arguments: [properties.path, types.path] + sources.map(\.path) + arguments,
                inputFiles: inputs,
                outputFiles: [properties, types])
        ]
    }
}
