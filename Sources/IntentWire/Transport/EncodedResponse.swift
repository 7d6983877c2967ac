import Dispatch
import Synchronization

/// A request type's response, encoded once as compact JSON and answered many times.
///
/// A router answers with it through ``RequestRouter/register(_:answeringWithEncoded:)``.
package struct EncodedResponse<Request: WireRequest>: Sendable {
    /// The response's compact JSON.
    let compactJSON: [UInt8]

    /// Encodes a response.
    package init(_ response: Request.Response) throws {
        self.init(encoded: try JSONValueEncoder.encode(response))
    }

    private init(encoded tree: JSONValue) {
        compactJSON = JSONWriter.compact(tree)
    }
}

extension EncodedResponse where Request == InitializeRequest {
    /// Encodes the handshake's answer for an app's metadata on two threads: the intents on one, the rest on the other.
    ///
    /// Encoding the metadata is mostly the Swift runtime looking up each descriptor type's conformances the first
    /// time it meets them, so the halves overlap well; the bytes are the same as ``init(_:)`` writes.
    package init(metadata: AppMetadata) throws {
        let withoutIntents = AppMetadata(
            app: metadata.app, entities: metadata.entities, transientEntities: metadata.transientEntities, enums: metadata.enums,
            valueQueries: metadata.valueQueries, shortcuts: metadata.shortcuts, shortcutTileColor: metadata.shortcutTileColor, unions: metadata.unions)
        let intents = Mutex<Result<JSONValue, any Error>?>(nil)
        let response = Mutex<Result<JSONValue, any Error>?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                let encoded = Result { try JSONValueEncoder.encode(metadata.intents) }
                intents.withLock { $0 = encoded }
            } else {
                let encoded = Result { try JSONValueEncoder.encode(InitializeResponse(metadata: withoutIntents)) }
                response.withLock { $0 = encoded }
            }
        }
        guard case .object(var top)? = try response.withLock({ $0 })?.get(), case .object(var metadataObject)? = top["metadata"],
            let intentsTree = try intents.withLock({ $0 })?.get()
        else { preconditionFailure("InitializeResponse encodes as an object with a metadata object") }
        metadataObject["intents"] = intentsTree
        top["metadata"] = .object(metadataObject)
        self.init(encoded: .object(top))
    }
}
