import Foundation

/// How the index reads text: case- and diacritic-insensitive words.
enum SearchText {
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The folded words of a text, split at anything that is not a letter or digit.
    ///
    /// ASCII words are split and lowercased byte by byte. Only a stretch of text with other characters in it
    /// is folded by Foundation and split by character properties (``foldedTokens(of:)``): a subtitle such
    /// as "09:00 · Deep Space" sent all of itself that way for its one middle dot, the most of seeding's CPU.
    /// Stretches end at ASCII punctuation or spaces followed by ASCII, where a character always ends.
    static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        appendTokens(of: text, to: &tokens)
        return tokens
    }

    /// Appends the words of a text to `tokens` (see ``tokens(of:)``), making no list of its own.
    static func appendTokens(of text: String, to tokens: inout [String]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var runIsASCII = true
            func endRun(at end: Int) {
                guard end > runStart else { return }
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
                if runIsASCII {
                    tokens.append(
                        String(unsafeUninitializedCapacity: run.count) { buffer in
                            for (offset, byte) in run.enumerated() {
                                buffer[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                            }
                            return run.count
                        })
                } else {
                    tokens += foldedTokens(of: String(decoding: run, as: UTF8.self))
                }
            }
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    position += 1
                case 0x80...:
                    // A punctuation mark or space between ASCII ("09:00 · Deep Space") ends the stretch by itself.
                    if runIsASCII, let length = separatorLength(in: bytes, at: position) {
                        endRun(at: position)
                        position += length
                        runStart = position
                    } else {
                        runIsASCII = false
                        position += 1
                    }
                default:
                    // Punctuation before a non-ASCII character that could belong to it (a combining mark) stays in its stretch.
                    // So does punctuation after a character that joins what follows it (a prepended mark, as in Malayalam).
                    if position + 1 < bytes.count, bytes[position + 1] >= 0x80, separatorLength(in: bytes, at: position + 1) == nil {
                        runIsASCII = false
                        position += 1
                        continue
                    }
                    if !runIsASCII, position > runStart, bytes[position - 1] >= 0x80, followsPrepended(bytes, at: position) {
                        position += 1
                        continue
                    }
                    endRun(at: position)
                    position += 1
                    runStart = position
                    runIsASCII = true
                }
            }
            endRun(at: bytes.count)
        }
    }

    /// Whether the character before `position` is one that Unicode joins to the character after it (Grapheme_Cluster_Break=Prepend).
    private static func followsPrepended(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        var start = position - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self).unicodeScalars.first?.value ?? 0
        switch scalar {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A,
            0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            return false
        }
    }

    /// The length in bytes of the character at `position` when it is punctuation or a space followed by ASCII
    /// (or the end): a character Foundation's folding leaves a separator and nothing can combine with.
    private static func separatorLength(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        let lead = bytes[position]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, position + length <= bytes.count else { return nil }
        guard position + length == bytes.count || bytes[position + length] < 0x80 else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return length
        default:
            return nil
        }
    }

    /// The words of any text: folded by Foundation, split where a character is neither a letter nor a number.
    static func foldedTokens(of text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// How a title ranks for a query (its tokens joined by single spaces): 0 when the title's joined tokens are
    /// the query, 1 when they start with it, 2 otherwise.
    ///
    /// ASCII titles are compared as their joined tokens are made, byte by byte, without making them: ranking
    /// runs for every hit of a search.
    static func rank(of title: String, forQuery folded: String) -> Int {
        var title = title
        var folded = folded
        let streamed: Int? = title.withUTF8 { title in
            folded.withUTF8 { query -> Int? in
                var matched = 0
                var pendingSpace = false
                var started = false
                for byte in title {
                    let wordByte: UInt8
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): wordByte = byte
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): wordByte = byte + 32
                    case 0x80...: return nil
                    default:
                        pendingSpace = true
                        continue
                    }
                    if pendingSpace, started {
                        // The joined tokens have a space here.
                        guard matched < query.count else { return 1 }
                        guard query[matched] == UInt8(ascii: " ") else { return 2 }
                        matched += 1
                    }
                    pendingSpace = false
                    started = true
                    guard matched < query.count else { return 1 }
                    guard query[matched] == wordByte else { return 2 }
                    matched += 1
                }
                return matched == query.count ? 0 : 2
            }
        }
        if let streamed { return streamed }
        let words = joinedTokens(of: title)
        return words == folded ? 0 : words.hasPrefix(folded) ? 1 : 2
    }

    /// `tokens(of:)` joined by single spaces, built in one pass for ASCII text.
    static func joinedTokens(of text: String) -> String {
        var joined: [UInt8] = []
        joined.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingSpace, !joined.isEmpty { joined.append(UInt8(ascii: " ")) }
                pendingSpace = false
                joined.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            case 0x80...: return tokens(of: text).joined(separator: " ")
            default: pendingSpace = true
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }
}
