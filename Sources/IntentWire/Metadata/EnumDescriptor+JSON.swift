import IntentJSON

/// An enum type's one encoding, written by hand (see ``AppMetadata``'s).
extension EnumDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"cases\":")
        writer.writeArray(cases) { $1.writeJSON(to: &$0) }
        writer.writeOptional(",\"synonyms\":", synonyms)
        writer.writeOptional(",\"numericFormat\":", numericFormat)
        writer.writeOptional(",\"schema\":", schema)
        writer.writeRaw("}")
    }
}

/// An enum case's one encoding, written by hand.
extension EnumCaseDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString("{\"rawValue\":", rawValue)
        writer.writeString(",\"title\":", title)
        writer.writeOptional(",\"subtitle\":", subtitle)
        if let image {
            writer.writeRaw(",\"image\":")
            image.writeJSON(to: &writer)
        }
        writer.writeOptional(",\"synonyms\":", synonyms)
        writer.writeRaw("}")
    }
}

/// A value query's one encoding, written by hand.
extension ValueQueryDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString("{\"name\":", name)
        writer.writeRaw(",\"inputType\":")
        inputType.writeJSON(to: &writer)
        writer.writeRaw(",\"resultTypes\":")
        writer.writeArray(resultTypes) { $1.writeJSON(to: &$0) }
        writer.writeRaw("}")
    }
}
