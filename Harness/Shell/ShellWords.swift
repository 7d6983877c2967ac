import IntentWire

/// Splits a shell line into words, honouring double and single quotes.
enum ShellWords {
    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quote != nil { throw UsageError("unclosed quote in: \(line.truncatedForMessages)") }
        if inWord { words.append(current) }
        guard !words.isEmpty else { throw UsageError("empty command") }
        return words
    }
}
