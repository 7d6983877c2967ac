import Foundation
import IntentKitMetadataScanner

// IntentKitMetadataExtractor OUTPUT SOURCE...
//
// Reads the `@Property` declarations of the Swift sources and writes OUTPUT,
// a Swift file that gives each type with `@Property` members its declared
// titles. The IntentKitMetadata build plugin runs it; it is not meant to be
// run by hand, but it can be: it reads only the files it is given.

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: IntentKitMetadataExtractor OUTPUT SOURCE...\n".utf8))
    exit(64)
}
var declarations: [PropertyTitleDeclarations] = []
for path in arguments.dropFirst().sorted() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("IntentKitMetadataExtractor: cannot read \(path)\n".utf8))
        exit(1)
    }
    declarations += PropertyTitleScanner(source: Array(data)).declarations()
}
let generated = EntityPropertiesFile(declarations: declarations).text
let output = URL(fileURLWithPath: outputPath)
if (try? String(contentsOf: output, encoding: .utf8)) != generated {
    do {
        try generated.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("IntentKitMetadataExtractor: cannot write \(outputPath): \(error)\n".utf8))
        exit(1)
    }
}
