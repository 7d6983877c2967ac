import Foundation

/// A Swift source split into the tokens the extractor cares about: identifiers, punctuation, literals and `#if` directives.
///
/// Comments are dropped; string literals (plain, multi-line, raw, with
/// interpolations) are one token each, so that braces and keywords inside
/// them are never mistaken for code.
struct SwiftTokenizer {
    enum Kind: Equatable {
        case identifier
        case punctuation
        case literal
        /// `#if`, `#elseif`, `#else` or `#endif`, with its condition.
        case directive(keyword: String, condition: String)
    }

    struct Token: Equatable {
        var kind: Kind
        /// The byte range in the source.
        var start: Int
        var end: Int
    }

    let source: [UInt8]

    func tokens() -> [Token] {
        var tokens: [Token] = []
        var index = 0
        var atLineStart = true
        while index < source.count {
            let byte = source[index]
            if byte == ascii("\n") {
                atLineStart = true
                index += 1
                continue
            }
            if byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\r") {
                index += 1
                continue
            }
            if byte == ascii("/"), peek(index + 1) == ascii("/") {
                index = endOfLine(from: index)
                continue
            }
            if byte == ascii("/"), peek(index + 1) == ascii("*") {
                index = endOfBlockComment(from: index)
                continue
            }
            if byte == ascii("#"), atLineStart, let directive = directive(at: index) {
                tokens.append(directive.token)
                index = directive.end
                continue
            }
            atLineStart = false
            if let end = endOfStringLiteral(from: index) {
                tokens.append(Token(kind: .literal, start: index, end: end))
                index = end
            } else if byte == ascii("`") {
                var end = index + 1
                while end < source.count, source[end] != ascii("`"), source[end] != ascii("\n") { end += 1 }
                tokens.append(Token(kind: .identifier, start: index + 1, end: min(end, source.count)))
                index = min(end + 1, source.count)
            } else if isIdentifierStart(byte) {
                var end = index + 1
                while end < source.count, isIdentifierPart(source[end]) { end += 1 }
                tokens.append(Token(kind: .identifier, start: index, end: end))
                index = end
            } else if isDigit(byte) {
                var end = index + 1
                while end < source.count, isIdentifierPart(source[end]) || source[end] == ascii(".") && isDigit(peek(end + 1) ?? 0) { end += 1 }
                tokens.append(Token(kind: .literal, start: index, end: end))
                index = end
            } else {
                tokens.append(Token(kind: .punctuation, start: index, end: index + 1))
                index += 1
            }
        }
        return tokens
    }

    func text(_ token: Token) -> String { text(from: token.start, to: token.end) }

    func text(from start: Int, to end: Int) -> String { String(decoding: source[start..<end], as: UTF8.self) }

    // MARK: - Comments and directives

    private func endOfLine(from index: Int) -> Int {
        var end = index
        while end < source.count, source[end] != ascii("\n") { end += 1 }
        return end
    }

    private func endOfBlockComment(from index: Int) -> Int {
        var depth = 0
        var end = index
        while end < source.count {
            if source[end] == ascii("/"), peek(end + 1) == ascii("*") {
                depth += 1
                end += 2
            } else if source[end] == ascii("*"), peek(end + 1) == ascii("/") {
                depth -= 1
                end += 2
                if depth == 0 { return end }
            } else {
                end += 1
            }
        }
        return end
    }

    private func directive(at index: Int) -> (token: Token, end: Int)? {
        var wordEnd = index + 1
        while wordEnd < source.count, isIdentifierPart(source[wordEnd]) { wordEnd += 1 }
        let keyword = text(from: index + 1, to: wordEnd)
        guard ["if", "elseif", "else", "endif"].contains(keyword) else { return nil }
        let lineEnd = endOfLine(from: wordEnd)
        var condition = text(from: wordEnd, to: lineEnd)
        if let comment = condition.range(of: "//") { condition = String(condition[..<comment.lowerBound]) }
        let trimmed = condition.trimmingWhitespace
        return (Token(kind: .directive(keyword: keyword, condition: trimmed), start: index, end: lineEnd), lineEnd)
    }

    // MARK: - String literals

    /// The end of a string literal starting at `index` (`"…"`, `"""…"""`, `#"…"#`), or `nil` when none starts there.
    private func endOfStringLiteral(from index: Int) -> Int? {
        var hashes = 0
        while peek(index + hashes) == ascii("#") { hashes += 1 }
        guard peek(index + hashes) == ascii("\"") else { return nil }
        let open = index + hashes
        let isMultiline = peek(open + 1) == ascii("\"") && peek(open + 2) == ascii("\"")
        var cursor = open + (isMultiline ? 3 : 1)
        while cursor < source.count {
            let byte = source[cursor]
            if byte == ascii("\\"), hasHashes(hashes, at: cursor + 1) {
                let escaped = cursor + 1 + hashes
                if peek(escaped) == ascii("(") {
                    cursor = endOfParentheses(from: escaped + 1)
                } else {
                    cursor = escaped + 1
                }
                continue
            }
            if byte == ascii("\"") {
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek(cursor + $0) == ascii("\"") }), hasHashes(hashes, at: cursor + quotes) {
                    return cursor + quotes + hashes
                }
            }
            if byte == ascii("\n"), !isMultiline { return cursor }
            cursor += 1
        }
        return source.count
    }

    /// The index after the `)` closing an interpolation whose body starts at `index`.
    private func endOfParentheses(from index: Int) -> Int {
        var depth = 1
        var cursor = index
        while cursor < source.count {
            if let end = endOfStringLiteral(from: cursor) {
                cursor = end
                continue
            }
            if source[cursor] == ascii("(") { depth += 1 }
            if source[cursor] == ascii(")") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { peek(index + $0) == ascii("#") }
    }

    // MARK: - Characters

    private func peek(_ index: Int) -> UInt8? { index < source.count ? source[index] : nil }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z")) || byte == ascii("_") || byte >= 0x80 || byte == ascii("$")
    }

    private func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }
}

func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
