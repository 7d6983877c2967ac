import IntentJSON

/// A parameter's one encoding, written by hand (see ``AppMetadata``'s).
extension ParameterDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeString("{\"name\":", name)
        writer.writeString(",\"title\":", title)
        writer.writeOptional(",\"description\":", description)
        writer.writeRaw(",\"type\":")
        type.writeJSON(to: &writer)
        if let defaultValue {
            writer.writeRaw(",\"defaultValue\":")
            do {
                try defaultValue.writeJSON(to: &writer)
            } catch {
                throw error.inside(member: "defaultValue")
            }
        }
        writer.writeOptional(",\"requestValueDialog\":", requestValueDialog)
        writer.writeOptional(",\"requestDisambiguationDialog\":", requestDisambiguationDialog)
        if let inclusiveRange {
            writer.writeRaw(",\"inclusiveRange\":")
            do {
                try inclusiveRange.writeJSON(to: &writer)
            } catch {
                throw error.inside(member: "inclusiveRange")
            }
        }
        writer.writeOptional(",\"controlStyle\":", controlStyle)
        writer.writeOptional(",\"defaultUnit\":", defaultUnit)
        writer.writeOptional(",\"supportsNegativeNumbers\":", supportsNegativeNumbers)
        writer.writeOptional(",\"supportedContentTypes\":", supportedContentTypes)
        writer.writeRaw(",\"hasOptions\":")
        writer.writeRaw(hasOptions ? "true" : "false")
        writer.writeOptional(",\"inputConnectionBehavior\":", inputConnectionBehavior)
        Self.writeTexts(",\"inputOptions\":", inputOptions, to: &writer)
        Self.writeTexts(",\"displayNames\":", displayNames, to: &writer)
        writer.writeRaw("}")
    }

    /// `prefix{"a":"…","b":"…"}`, keys sorted, when `texts` is present.
    private static func writeTexts(_ prefix: StaticString, _ texts: [String: String]?, to writer: inout JSONWriter) {
        guard let texts else { return }
        writer.writeRaw(prefix)
        writer.writeRaw("{")
        for (index, key) in texts.keys.sorted().enumerated() {
            if index > 0 { writer.writeRaw(",") }
            writer.writeString(key)
            writer.writeRaw(":")
            writer.writeString(texts[key] ?? "")
        }
        writer.writeRaw("}")
    }
}

/// A range's one encoding, written by hand: `{"lowerBound":…,"upperBound":…}`.
extension ClosedRangeDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeRaw("{\"lowerBound\":")
        try writer.writeNumber(lowerBound)
        writer.writeRaw(",\"upperBound\":")
        try writer.writeNumber(upperBound)
        writer.writeRaw("}")
    }
}
