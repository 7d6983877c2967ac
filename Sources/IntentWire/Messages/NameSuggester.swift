/// Finds the valid names closest to a misspelt one, for "did you mean" messages.
public enum NameSuggester {
    /// The longest name (in UTF-8 bytes) suggestions are computed for.
    public static let maximumNameLength = 256

    /// The names within a small edit distance of `name`, closest first (at most three).
    ///
    /// Matching ignores case; a name that contains the other, or shares a long
    /// prefix with it, also counts as close. Names longer than
    /// ``maximumNameLength`` get no suggestions: no real name is that long, and
    /// comparing a hostile megabyte against every candidate would take seconds.
    public static func closest(to name: String, in candidates: [String]) -> [String] {
        guard name.utf8.count <= maximumNameLength else { return [] }
        let needle = name.lowercased()
        let scored: [(String, Int)] = candidates.compactMap { candidate in
            let lowered = candidate.lowercased()
            let distance = min(editDistance(needle, lowered), editDistance(needle, stripTypeSuffix(lowered)))
            let threshold = max(2, min(needle.count, lowered.count) / 3)
            if distance <= threshold { return (candidate, distance) }
            if !needle.isEmpty, lowered.contains(needle) || needle.contains(lowered) { return (candidate, threshold + 1) }
            // "EventQuery" for "EventValueQuery": same beginning and same end.
            if needle.count >= 8, lowered.hasPrefix(needle.prefix(4)), lowered.hasSuffix(needle.suffix(4)) { return (candidate, threshold + 2) }
            return nil
        }
        let sorted = scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        if let best = sorted.first, best.1 == 0 { return sorted.filter { $0.1 == 0 }.prefix(3).map(\.0) }
        return sorted.prefix(3).map(\.0)
    }

    /// `; did you mean "X"?` (or `"X" or "Y"`) when close names exist, else `; valid names are …` for short lists.
    public static func didYouMean(_ name: String, in candidates: [String]) -> String {
        let close = closest(to: name, in: candidates)
        if name.utf8.count > maximumNameLength {
            return candidates.count <= 12 && !candidates.isEmpty ? "; valid names are " + candidates.map { "\"\($0)\"" }.joined(separator: ", ") : ""
        }
        if !close.isEmpty {
            return "; did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
        }
        if candidates.isEmpty { return "; there are none" }
        if candidates.count <= 12 {
            return "; valid names are " + candidates.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        return ""
    }

    /// "createeventintent" → "createevent": type names are often typed without their kind suffix.
    static func stripTypeSuffix(_ name: String) -> String {
        for suffix in ["intent", "entity", "query", "enum"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
