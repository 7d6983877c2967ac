/// A request type of the protocol: its method name, parameters and response type.
///
/// Each request is one type in one file; the method string lives only here, so dispatch happens on types, not on
/// strings spread through `switch`es. Reading and writing the request and its response is ``WireCodable``'s: the
/// connection needs nothing else of them.
package protocol WireRequest: WireCodable {
    /// The type of the `result` member of a successful response.
    associatedtype Response: WireCodable
    /// The JSON-RPC method name.
    static var method: String { get }
}

/// A notification type of the protocol: a message that gets no reply.
package protocol WireNotification: WireCodable {
    /// The JSON-RPC method name.
    static var method: String { get }
}

/// The result of a request that returns nothing; encoded as `{}`.
public struct EmptyResponse: Codable, Sendable, Hashable, WireCodable {
    /// Creates an empty response.
    public init() {}
}
