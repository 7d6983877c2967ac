import Foundation

// DocExampleExtractor --side test|app OUTPUT MARKDOWN...
//
// Writes one Swift file that builds every ```swift block of the Markdown files, each where it belongs, with
// `#sourceLocation` pointing back at the Markdown so that a compiler error names the document's own line:
// - a block that starts `// swift-tools-version` is a whole manifest: a test evaluates it with
//   `swift package dump-package`;
// - declarations (a block whose first code line declares something or imports) go at file scope, their imports
//   first;
// - statements on the test side become a Swift Testing test (an `XCTestCase` when they use XCTest's assertions)
//   that runs them against a private, seeded CometCal, with `definitions` naming it; on the app side, the body of
//   a function that is compiled and never called.
// The DocExamples build plugin runs it; it reads only the files it is given.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("DocExampleExtractor: \(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, arguments[0] == "--side", ["test", "app"].contains(arguments[1]) else {
    fail("usage: DocExampleExtractor --side test|app OUTPUT MARKDOWN...")
}
let side = arguments[1]
let output = arguments[2]
let files = arguments.dropFirst(3)

var examples: [DocExample] = []
for file in files {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
    examples += DocExample.blocks(in: text, file: file)
}

let generated = side == "test" ? TestSideFile(examples: examples).text : AppSideFile(examples: examples).text
if (try? String(contentsOfFile: output, encoding: .utf8)) != generated {
    do {
        try generated.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(output): \(error)")
    }
}
