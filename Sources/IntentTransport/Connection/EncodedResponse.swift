import IntentJSON
import IntentSystem
import IntentWire

/// A request type's response, encoded once as compact JSON and answered many times.
///
/// A router answers with it through ``RequestRouter/register(_:answeringWithEncoded:)``.
package struct EncodedResponse<Request: WireRequest>: Sendable {
    /// The response's compact JSON.
    package let compactJSON: [UInt8]

    /// Encodes a response.
    package init(_ response: Request.Response) throws {
        compactJSON = try response.jsonBytes()
    }

    /// A response encoded earlier, such as a handshake an app kept between launches.
    /// - Precondition: `cachedCompactJSON` is one line of compact JSON that ``init(_:)`` wrote.
    package init(cachedCompactJSON: [UInt8]) {
        compactJSON = cachedCompactJSON
    }
}

extension EncodedResponse where Request == InitializeRequest {
    // An app writes its handshake in two parts, on two threads, while it builds the metadata: the intents on one,
    // the rest on the other. Joined, they are the bytes ``init(_:)`` encodes for the whole response.

    /// The intents' array.
    /// - Throws: A ``JSONCodingError`` naming a number JSON cannot hold.
    package static func intentsPart(_ intents: [IntentDescriptor]) throws(JSONCodingError) -> [UInt8] {
        var writer = JSONWriter(capacity: 16_384)
        try AppMetadata.writeJSON(intents, to: &writer)
        return writer.bytes
    }

    /// The response's text before and after the intents' array.
    /// - Throws: A ``JSONCodingError`` naming a number JSON cannot hold.
    package static func partsAroundIntents(of metadata: AppMetadata) throws(JSONCodingError) -> (before: [UInt8], after: [UInt8]) {
        var before = JSONWriter(capacity: 256)
        before.writeRaw("{\"protocolVersion\":")
        before.writeRaw(String(ProtocolVersion.current).utf8)
        before.writeRaw(",\"metadata\":")
        metadata.writeJSONBeforeIntents(to: &before)
        var after = JSONWriter(capacity: 8_192)
        do {
            try metadata.writeJSONAfterIntents(to: &after)
        } catch {
            throw error.inside(member: "metadata")
        }
        after.writeRaw("}")
        return (before.bytes, after.bytes)
    }

    /// The handshake answer joined from its parts.
    package init(joining intents: [UInt8], around parts: (before: [UInt8], after: [UInt8])) {
        compactJSON = parts.before + intents + parts.after
    }
}
