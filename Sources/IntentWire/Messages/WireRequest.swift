/// A request type of the protocol: its method name, parameters and response type.
///
/// Each request is one type in one file; the method string lives only here,
/// so dispatch happens on types, not on strings spread through `switch`es.
public protocol WireRequest: Codable, Sendable {
    /// The type of the `result` member of a successful response.
    associatedtype Response: Codable, Sendable
    /// The JSON-RPC method name.
    static var method: String { get }
}

/// A notification type of the protocol: a message that gets no reply.
public protocol WireNotification: Codable, Sendable {
    /// The JSON-RPC method name.
    static var method: String { get }
}

/// The result of a request that returns nothing; encoded as `{}`.
public struct EmptyResponse: Codable, Sendable, Hashable {
    /// Creates an empty response.
    public init() {}
}
