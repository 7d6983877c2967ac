import Foundation

/// How CometCal compares text: ignoring case and diacritics.
enum TextMatching {
    /// Whether `text` contains `query`, ignoring case and diacritics; an empty query matches everything.
    static func contains(_ text: String, _ query: String) -> Bool {
        let needle = fold(query.trimmingCharacters(in: .whitespaces))
        return needle.isEmpty || fold(text).contains(needle)
    }

    /// Whether the two strings are equal, ignoring case and diacritics.
    static func equals(_ a: String, _ b: String) -> Bool { fold(a) == fold(b) }

    /// Lowercased, without diacritics. ASCII text (most titles) is folded byte by byte; anything else goes through Foundation.
    static func fold(_ text: String) -> String {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
            return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
