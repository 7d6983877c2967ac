import IntentWire

extension DisplayRepresentation {
    /// Writes the display as its ``wireValue`` is written, without making that value first.
    ///
    /// Every entity of a result carries one (and one per entity nested in it); making the wire value's strings,
    /// array and image before writing them was a third of writing a display.
    func writeWireJSON(to writer: inout JSONWriter) {
        writer.writeRaw("{\"title\":")
        writer.writeString(parts.title.text)
        if let subtitle = parts.subtitle {
            writer.writeRaw(",\"subtitle\":")
            writer.writeString(subtitle.text)
        }
        if !parts.synonyms.isEmpty {
            writer.writeRaw(",\"synonyms\":")
            writer.writeStrings(parts.synonyms.map(\.text))
        }
        if let image = parts.image {
            writer.writeRaw(",\"image\":")
            image.writeWireJSON(to: &writer)
        }
        writer.writeRaw("}")
    }
}

extension DisplayRepresentation.Image {
    /// Writes the image as its wire value is written: a symbol (the most common image) directly.
    fileprivate func writeWireJSON(to writer: inout JSONWriter) {
        guard case .systemName(let name) = source else {
            wireValue.writeJSON(to: &writer)
            return
        }
        writer.writeRaw("{\"systemName\":")
        writer.writeString(name)
        if isTemplate { writer.writeRaw(",\"template\":true") }
        writer.writeRaw("}")
    }
}
