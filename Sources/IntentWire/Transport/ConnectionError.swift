/// A failure of the connection itself rather than of a request: closed, timed out, undeliverable, unusable.
public struct ConnectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; an open set.
    public struct Kind: RawRepresentable, Sendable, Hashable {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The peer closed its end while the request was open; it may or may not have acted on it.
        public static let closed = Kind(rawValue: "closed")
        /// The request was never written: the peer had stopped reading. It certainly did not act on it.
        public static let notDelivered = Kind(rawValue: "notDelivered")
        /// No reply arrived in time; the peer was asked to cancel and answered within the grace period.
        public static let timedOut = Kind(rawValue: "timedOut")
        /// No reply arrived in time, nor within the grace period after `$/cancelRequest`: the peer is wedged.
        public static let unresponsive = Kind(rawValue: "unresponsive")
        /// A message could not be encoded, or a reply could not be used (broken, oversized, undecodable).
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
