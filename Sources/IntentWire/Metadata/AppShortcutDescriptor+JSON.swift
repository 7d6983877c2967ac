import IntentJSON

/// A shortcut's one encoding, written by hand, leaving out empty parameters (see ``AppMetadata``'s).
extension AppShortcutDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeString("{\"intent\":", intent)
        writer.writeRaw(",\"phrases\":")
        writer.writeStrings(phrases)
        writer.writeOptional(",\"shortTitle\":", shortTitle)
        writer.writeOptional(",\"systemImageName\":", systemImageName)
        if !parameters.isEmpty {
            // Keys sorted, so that the same shortcut is always the same text.
            writer.writeRaw(",\"parameters\":{")
            var first = true
            for name in parameters.keys.sorted() {
                guard let value = parameters[name] else { continue }
                do {
                    try writer.writeMember(name, value, first: &first)
                } catch {
                    throw error.inside(member: name).inside(member: "parameters")
                }
            }
            writer.writeRaw("}")
        }
        writer.writeRaw("}")
    }
}
