/// `initialize`: the handshake; the test side states its protocol version and gets the app's metadata.
public struct InitializeRequest: WireRequest {
    /// The JSON-RPC method this request is sent as.
    public static let method = "initialize"
    /// What the app answers `initialize` with.
    public typealias Response = InitializeResponse

    /// The protocol version the client speaks.
    public var protocolVersion: Int
    /// The client's name, for logs.
    public var clientName: String

    /// Creates a `initialize` request.
    public init(protocolVersion: Int = ProtocolVersion.current, clientName: String) {
        self.protocolVersion = protocolVersion
        self.clientName = clientName
    }
}

/// The app's answer to `initialize`.
public struct InitializeResponse: Codable, Sendable, Hashable {
    /// The protocol version the app speaks.
    public var protocolVersion: Int
    /// Everything the app exposes.
    public var metadata: AppMetadata

    /// Creates the response.
    public init(protocolVersion: Int = ProtocolVersion.current, metadata: AppMetadata) {
        self.protocolVersion = protocolVersion
        self.metadata = metadata
    }
}

/// The protocol's version number.
public enum ProtocolVersion {
    /// The version this build speaks.
    public static let current = 1
}
