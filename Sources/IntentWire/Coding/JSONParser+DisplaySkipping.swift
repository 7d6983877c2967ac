import IntentJSON

/// Checks a display representation without making its strings, for a display kept as text (``EncodedDisplay``).
extension JSONParser {
    /// Skips a display representation in the layout the app writes (title, then subtitle, synonyms and a symbol
    /// image when present), nesting counted as ``DisplayRepresentationValue/init(json:)`` counts it; `false` (the
    /// parser left anywhere) for any other layout, which that reader then reads at once.
    mutating func skipCompactDisplay() -> Bool {
        guard peek() == UInt8(ascii: "{"), (try? enterNesting()) != nil else { return false }
        guard take(#"{"title":"#), skipString() else { return false }
        if take(#","subtitle":"#), !skipString() { return false }
        if take(#","synonyms":"#), !readElements({ $0.skipString() }) { return false }
        if take(#","image":"#) {
            guard peek() == UInt8(ascii: "{"), (try? enterNesting()) != nil else { return false }
            guard take(#"{"systemName":"#), skipString(), take(UInt8(ascii: "}")) else { return false }
            depth -= 1
        }
        guard take(UInt8(ascii: "}")) else { return false }
        depth -= 1
        return true
    }
}
