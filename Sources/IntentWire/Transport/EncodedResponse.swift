/// A request type's response, encoded once as compact JSON and answered many times.
///
/// A router answers with it through ``RequestRouter/register(_:answeringWithEncoded:)``.
package struct EncodedResponse<Request: WireRequest>: Sendable {
    /// The response's compact JSON.
    let compactJSON: [UInt8]

    /// Encodes a response.
    package init(_ response: Request.Response) throws {
        compactJSON = JSONWriter.compact(try JSONValueEncoder.encode(response))
    }

    private init(encoded response: JSONObject) {
        compactJSON = JSONWriter.compact(.object(response))
    }
}

extension EncodedResponse where Request == InitializeRequest {
    // The handshake's metadata is encoded in two parts, on two threads, and joined: encoding it is mostly the
    // Swift runtime looking up each descriptor type's conformances the first time it meets them, so the parts
    // overlap well. The joined bytes are the same as ``init(_:)`` writes for the whole response.

    /// The intents' part of the handshake, encoded.
    package static func intentsPart(_ intents: [IntentDescriptor]) throws -> JSONValue {
        try JSONValueEncoder.encode(intents)
    }

    /// The rest of the handshake, encoded: the response for metadata whose intents are left out (and ignored).
    package static func partWithoutIntents(_ metadata: AppMetadata) throws -> JSONValue {
        var withoutIntents = metadata
        withoutIntents.intents = []
        return try JSONValueEncoder.encode(InitializeResponse(metadata: withoutIntents))
    }

    /// The handshake answer joined from its two encoded parts.
    package init(joining intents: JSONValue, into withoutIntents: JSONValue) {
        guard case .object(var response) = withoutIntents, case .object(var metadata)? = response["metadata"] else {
            preconditionFailure("InitializeResponse encodes as an object with a metadata object")
        }
        metadata["intents"] = intents
        response["metadata"] = .object(metadata)
        self.init(encoded: response)
    }
}
