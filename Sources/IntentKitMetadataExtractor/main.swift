import Foundation
import IntentKitMetadataScanner

// IntentKitMetadataExtractor PROPERTIES_OUTPUT TYPES_OUTPUT SOURCE... [--dependency MODULE SOURCE...]...
//
// Reads the target's Swift sources (and its dependencies', after each `--dependency MODULE`) and writes two Swift
// files: PROPERTIES_OUTPUT gives each type with `@Property` members its declared titles; TYPES_OUTPUT lists the
// intents, entities, enums, queries, union types and shortcut providers found, for `IntentApp.main`. The
// IntentKitMetadata build plugin runs it; it is not meant to be run by hand, but it can be: it reads only the files
// it is given.

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("IntentKitMetadataExtractor: \(message)\n".utf8))
    exit(status)
}

func read(_ path: String) -> PropertyTitleScanner {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return PropertyTitleScanner(source: Array(data))
}

func writeIfChanged(_ text: String, to path: String) {
    let output = URL(fileURLWithPath: path)
    if (try? String(contentsOf: output, encoding: .utf8)) == text { return }
    do {
        try text.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(path): \(error)")
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: IntentKitMetadataExtractor PROPERTIES_OUTPUT TYPES_OUTPUT SOURCE... [--dependency MODULE SOURCE...]...", status: 64) }
let propertiesOutput = arguments.removeFirst()
let typesOutput = arguments.removeFirst()
var ownSources: [String] = []
var dependencySources: [(module: String, paths: [String])] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "--dependency" {
        guard !arguments.isEmpty else { fail("--dependency needs a module name", status: 64) }
        dependencySources.append((arguments.removeFirst(), []))
    } else if dependencySources.isEmpty {
        ownSources.append(argument)
    } else {
        dependencySources[dependencySources.count - 1].paths.append(argument)
    }
}

var properties: [PropertyTitleDeclarations] = []
var ownTypes: [DeclaredType] = []
for path in ownSources.sorted() {
    let scanner = read(path)
    properties += scanner.declarations()
    ownTypes += scanner.typeDeclarations()
}
let dependencies = dependencySources.map { dependency in
    (module: dependency.module, declarations: dependency.paths.sorted().flatMap { read($0).typeDeclarations() })
}
writeIfChanged(EntityPropertiesFile(declarations: properties).text, to: propertiesOutput)
writeIfChanged(AppTypesFile(catalog: AppTypeCatalog(own: ownTypes, dependencies: dependencies)).text, to: typesOutput)
