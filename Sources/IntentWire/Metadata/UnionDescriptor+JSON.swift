import IntentJSON

/// A union type's one encoding, written by hand (see ``AppMetadata``'s).
extension UnionDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"cases\":")
        writer.writeArray(cases) { $1.writeJSON(to: &$0) }
        writer.writeRaw("}")
    }
}

/// A union case's one encoding, written by hand.
extension UnionCaseDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString("{\"name\":", name)
        writer.writeOptional(",\"title\":", title)
        writer.writeRaw(",\"type\":")
        type.writeJSON(to: &writer)
        writer.writeRaw("}")
    }
}
