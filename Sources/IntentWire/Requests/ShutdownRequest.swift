/// `shutdown`: finish in-flight work, reply, and exit.
public struct ShutdownRequest: Codable, WireRequest {
    /// The method name.
    public static let method = "shutdown"
    /// The response type.
    public typealias Response = EmptyResponse

    /// Creates the request.
    public init() {}
}

/// `$/cancelRequest`: a notification that the sender no longer wants the answer to a request.
///
/// The receiver cancels the request's task; the request still gets exactly
/// one reply (a `cancelled` error, or its result if it finished first).
public struct CancelRequestNotification: Codable, WireNotification {
    /// The method name.
    public static let method = "$/cancelRequest"

    /// The id of the request to cancel.
    public var id: RequestID

    /// Creates the notification.
    public init(id: RequestID) { self.id = id }
}
