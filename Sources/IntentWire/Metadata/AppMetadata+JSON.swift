import IntentJSON

/// The metadata's one encoding, written by hand: every app writes it for its handshake at start-up, and `Codable`'s
/// synthesized encoding had the Swift runtime scan every conformance record in the executable the first time it met
/// each descriptor type's `CodingKeys` (PERFORMANCE.md). `encode(to:)` goes through it (``WireEncodableByHand``).
extension AppMetadata: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writeJSONBeforeIntents(to: &writer)
        try Self.writeJSON(intents, to: &writer)
        try writeJSONAfterIntents(to: &writer)
    }

    /// `{"app":{…},"intents":`: the metadata's text before its intents.
    package func writeJSONBeforeIntents(to writer: inout JSONWriter) {
        writer.writeRaw("{\"app\":")
        app.writeJSON(to: &writer)
        writer.writeRaw(",\"intents\":")
    }

    /// The intents' array.
    package static func writeJSON(_ intents: [IntentDescriptor], to writer: inout JSONWriter) throws(JSONCodingError) {
        do {
            try writer.writeArray(intents)
        } catch {
            throw error.inside(member: "intents")
        }
    }

    /// `,"entities":[…],…}`: the metadata's text after its intents.
    package func writeJSONAfterIntents(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeRaw(",\"entities\":")
        try writer.writeArray(entities)
        writer.writeRaw(",\"transientEntities\":")
        try writer.writeArray(transientEntities)
        writer.writeRaw(",\"enums\":")
        try writer.writeArray(enums)
        writer.writeRaw(",\"valueQueries\":")
        try writer.writeArray(valueQueries)
        writer.writeRaw(",\"shortcuts\":")
        do {
            try writer.writeArray(shortcuts)
        } catch {
            throw error.inside(member: "shortcuts")
        }
        writer.writeOptional(",\"shortcutTileColor\":", shortcutTileColor)
        if !negativeShortcutPhrases.isEmpty {
            writer.writeRaw(",\"negativeShortcutPhrases\":")
            writer.writeStrings(negativeShortcutPhrases)
        }
        writer.writeRaw(",\"unions\":")
        try writer.writeArray(unions)
        writer.writeRaw("}")
    }
}

extension AppDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString("{\"bundleIdentifier\":", bundleIdentifier)
        writer.writeString(",\"name\":", name)
        writer.writeString(",\"version\":", version)
        writer.writeRaw("}")
    }
}
