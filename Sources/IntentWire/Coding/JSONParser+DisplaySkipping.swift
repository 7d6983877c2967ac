import IntentJSON

/// Checks a display representation without making its strings, for a display kept as text (``EncodedDisplay``).
extension JSONParser {
    /// Skips a display representation as ``DisplayRepresentationValue/init(json:)`` reads it; `false` where
    /// it would decline.
    ///
    /// The layout the app writes (title, then subtitle, synonyms and a symbol image when present) is checked
    /// member by member; any other is left to ``skipDisplay()``, which accepts exactly what the general reader does.
    mutating func skipDisplayQuickly() -> Bool {
        let (start, startDepth) = (index, depth)
        if skipCompactDisplay() { return true }
        (index, depth) = (start, startDepth)
        return skipDisplay()
    }

    /// The layout ``DisplayRepresentationValue/init(json:)`` reads member by member, nesting counted as it
    /// counts it; `false` to leave the text to the general check.
    private mutating func skipCompactDisplay() -> Bool {
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
