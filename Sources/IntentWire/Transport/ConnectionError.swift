/// A failure of the connection itself rather than of a request: closed, timed out, unencodable.
public struct ConnectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public struct Kind: RawRepresentable, Sendable, Hashable {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The peer closed its end, or this side closed the connection.
        public static let closed = Kind(rawValue: "closed")
        /// No reply arrived in time.
        public static let timedOut = Kind(rawValue: "timedOut")
        /// A message could not be encoded or a reply could not be decoded.
        public static let malformed = Kind(rawValue: "malformed")
    }

    /// What went wrong.
    public var kind: Kind
    /// The method of the request that failed, if any.
    public var method: String?
    /// One readable sentence.
    public var message: String

    /// Creates a connection error.
    public init(kind: Kind, method: String?, message: String) {
        self.kind = kind
        self.method = method
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
