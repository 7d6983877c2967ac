/// `shutdown`: finish in-flight work, reply, and exit.
public struct ShutdownRequest: Codable, WireRequest {
    /// The JSON-RPC method this request is sent as.
    public static let method = "shutdown"
    /// What the app answers `shutdown` with.
    public typealias Response = EmptyResponse

    /// Creates a `shutdown` request.
    public init() {}
}

/// `$/cancelRequest`: a notification that the sender no longer wants the answer to a request.
///
/// The receiver cancels the request's task; the request still gets exactly
/// one reply (a `cancelled` error, or its result if it finished first).
public struct CancelRequestNotification: Codable, WireNotification {
    /// The JSON-RPC method this request is sent as.
    public static let method = "$/cancelRequest"

    /// The id of the request to cancel.
    public var id: RequestID

    /// Creates the notification.
    public init(id: RequestID) { self.id = id }
}
