import IntentJSON
import IntentWire

extension DisplayRepresentation {
    /// Writes the display as its ``wireValue`` is written, through the wire type's own layout
    /// (`DisplayRepresentationValue.writeOpening`), without making that value first.
    ///
    /// Every entity of a result carries one (and one per entity nested in it), and making the wire value's strings,
    /// array and image only to write them costs more than the writing.
    func writeWireJSON(to writer: inout JSONWriter) {
        DisplayRepresentationValue.writeOpening(
            title: parts.title.text, subtitle: parts.subtitle?.text, synonyms: parts.synonyms.isEmpty ? nil : parts.synonyms.map(\.text), to: &writer)
        if let image = parts.image {
            writer.writeRaw(#","image":"#)
            if case .systemName(let name) = image.source {
                DisplayImageValue.writeSymbol(name, isTemplate: image.isTemplate, to: &writer)
            } else {
                image.wireValue.writeJSON(to: &writer)
            }
        }
        writer.writeRaw("}")
    }
}
