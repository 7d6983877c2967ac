import IntentJSON

/// An entity type's one encoding, written by hand (see ``AppMetadata``'s).
extension EntityDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"properties\":")
        writer.writeArray(properties) { $1.writeJSON(to: &$0) }
        writer.writeRaw(",\"queries\":")
        writer.writeStrings(queries.map(\.rawValue))
        writer.writeString(",\"identifierType\":", identifierType)
        writer.writeOptional(",\"synonyms\":", synonyms)
        writer.writeOptional(",\"numericFormat\":", numericFormat)
        writer.writeOptional(",\"isIndexed\":", isIndexed)
        if let propertyQuery {
            writer.writeRaw(",\"propertyQuery\":")
            propertyQuery.writeJSON(to: &writer)
        }
        writer.writeOptional(",\"isUnique\":", isUnique)
        writer.writeOptional(",\"providesOwnership\":", providesOwnership)
        writer.writeOptional(",\"schema\":", schema)
        writer.writeRaw("}")
    }
}

/// A transient entity type's one encoding, written by hand.
extension TransientEntityDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"properties\":")
        writer.writeArray(properties) { $1.writeJSON(to: &$0) }
        writer.writeOptional(",\"synonyms\":", synonyms)
        writer.writeOptional(",\"numericFormat\":", numericFormat)
        writer.writeRaw("}")
    }
}

/// A property's one encoding, written by hand.
extension PropertyDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString("{\"name\":", name)
        writer.writeString(",\"title\":", title)
        writer.writeRaw(",\"type\":")
        type.writeJSON(to: &writer)
        writer.writeOptional(",\"kind\":", kind?.rawValue)
        writer.writeRaw("}")
    }
}

/// A property query's one encoding, written by hand: `{"properties":[…],"sortableBy":[…]}`.
extension PropertyQueryDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw("{\"properties\":")
        writer.writeArray(properties) { $1.writeJSON(to: &$0) }
        writer.writeRaw(",\"sortableBy\":")
        writer.writeStrings(sortableBy)
        writer.writeRaw("}")
    }
}

/// A queryable property's one encoding, written by hand: `{"name":…,"comparators":[…]}`.
extension QueryPropertyDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString("{\"name\":", name)
        writer.writeRaw(",\"comparators\":")
        writer.writeStrings(comparators.map(\.rawValue))
        writer.writeRaw("}")
    }
}
