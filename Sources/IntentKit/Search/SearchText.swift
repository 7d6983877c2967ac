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
        var text = text
        return text.withUTF8 { bytes in
            var tokens: [String] = []
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
            for position in 0..<bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): continue
                case 0x80...: runIsASCII = false
                default:
                    // Punctuation before a non-ASCII byte (a combining mark may belong to it) stays in its stretch.
                    if position + 1 < bytes.count, bytes[position + 1] >= 0x80 {
                        runIsASCII = false
                        continue
                    }
                    endRun(at: position)
                    runStart = position + 1
                    runIsASCII = true
                }
            }
            endRun(at: bytes.count)
            return tokens
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
