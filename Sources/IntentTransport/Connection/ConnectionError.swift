import IntentSystem
import IntentWire

/// A failure of the connection itself rather than of a request: closed, timed out, undeliverable, unusable.
package struct ConnectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; an open set.
    package struct Kind: RawRepresentable, Sendable, Hashable {
        /// The kind's name.
        package var rawValue: String
        /// Creates a kind.
        package init(rawValue: String) { self.rawValue = rawValue }
        /// The peer closed its end while the request was open; it may or may not have acted on it.
        package static let closed = Kind(rawValue: "closed")
        /// The request was never written: the peer had stopped reading. It certainly did not act on it.
        package static let notDelivered = Kind(rawValue: "notDelivered")
        /// No reply arrived in time; the peer was asked to cancel and answered within the grace period.
        package static let timedOut = Kind(rawValue: "timedOut")
        /// No reply arrived in time, nor within the grace period after `$/cancelRequest`: the peer is wedged.
        package static let unresponsive = Kind(rawValue: "unresponsive")
        /// A message could not be encoded, or a reply could not be used (broken, oversized, undecodable).
        package static let malformed = Kind(rawValue: "malformed")
    }

    /// What went wrong.
    package var kind: Kind
    /// The method of the request that failed, if any.
    package var method: String?
    /// One readable sentence.
    package var message: String

    /// Creates a connection error.
    package init(kind: Kind, method: String?, message: String) {
        self.kind = kind
        self.method = method
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
