/// One ```` ```swift ```` block of a Markdown file, and what it is: a manifest, declarations, or statements.
struct DocExample {
    /// The Markdown file, as given on the command line.
    let file: String
    /// The line of the file where the code starts (after the fence).
    let line: Int
    /// The block's lines.
    let lines: [String]
    /// Its position among the file's Swift blocks, from 1.
    let number: Int

    /// What a block is, and so how it is built.
    enum Kind {
        /// A whole `Package.swift` (it starts `// swift-tools-version`): evaluated by `swift package dump-package`.
        case manifest
        /// Declarations (and `import`s) at file scope: a file of their own.
        case declarations
        /// Statements: the body of a function (a test that runs it, on the test side).
        case statements
    }

    /// The kind, from the first line that is code.
    var kind: Kind {
        let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if code.first?.hasPrefix("// swift-tools-version") == true { return .manifest }
        guard let first = code.first(where: { !$0.hasPrefix("//") }) else { return .statements }
        let declarationStarts = [
            "import ", "@testable import ", "struct ", "final class ", "class ", "enum ", "actor ", "extension ", "protocol ", "func ", "@",
            "public ", "private ", "fileprivate ", "internal ", "typealias ",
        ]
        // `@` starts an attribute of a declaration, except the attached macros that start expressions (`#expect`
        // starts with `#`, so it is a statement anyway).
        return declarationStarts.contains { first.hasPrefix($0) } ? .declarations : .statements
    }

    /// The `import` lines, which the generated file puts first.
    var imports: [String] {
        lines.filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ")
        }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The lines that are not `import`s.
    var body: [String] {
        lines.map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") ? "" : line
        }
    }

    /// The names a block of statements binds at its top level with `let` (`let x =`, `let x: T =`) and never
    /// mentions again, so that the generated code can use each once: an example need not use every value it shows.
    var unusedTopLevelConstants: [String] {
        var names: [String] = []
        var depth = 0
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0, trimmed.hasPrefix("let ") {
                let rest = trimmed.dropFirst(4)
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let later = lines[(index + 1)...].joined(separator: "\n") + String(rest.dropFirst(name.count))
                if !name.isEmpty, name != "_", !Self.mentions(later, name) { names.append(name) }
            }
            for character in line {
                if "{([".contains(character) { depth += 1 }
                if "})]".contains(character) { depth = max(0, depth - 1) }
            }
        }
        return names
    }

    /// Whether `code` refers to `name`: a whole word outside string literals, not after a `.` (a member).
    static func mentions(_ code: String, _ name: String) -> Bool {
        // String literals' contents (`"ada@example.com"`) are blanked out first.
        var text = ""
        var inString = false
        var escaped = false
        for character in code {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                text.append(character == "\"" ? "\"" : " ")
            } else {
                if character == "\"" { inString = true }
                text.append(character)
            }
        }
        var rest = text[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isWordCharacter = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordCharacter(before), before != ".", !isWordCharacter(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// Whether the statements use XCTest's assertions (and so run in an `XCTestCase`).
    var usesXCTest: Bool { lines.contains { $0.contains("XCT") } }

    /// A name for the generated test or function: the file's name and the block's number.
    var identifier: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return stem.filter { $0.isLetter || $0.isNumber } + "Example\(number)"
    }

    /// The Swift blocks of a Markdown file's text, in order.
    static func blocks(in text: String, file: String) -> [DocExample] {
        var examples: [DocExample] = []
        var current: [String]?
        var start = 0
        var fence = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = current {
                if trimmed == fence {
                    examples.append(DocExample(file: file, line: start, lines: lines, number: examples.count + 1))
                    current = nil
                } else {
                    lines.append(String(line))
                    current = lines
                }
            } else if trimmed.hasPrefix("```"), trimmed.drop(while: { $0 == "`" }) == "swift" {
                fence = String(trimmed.prefix { $0 == "`" })
                current = []
                start = index + 2
            }
        }
        return examples
    }
}
