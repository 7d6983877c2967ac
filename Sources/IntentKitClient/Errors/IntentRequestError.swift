import IntentWire

/// A request named something the app does not have, or gave a value the app could not resolve.
///
/// Unknown intent, entity or enum names, unknown parameter labels, values of
/// the wrong type, strings that match no entity (or several), unknown entity
/// identifiers. ``message`` names the offending thing and the closest valid
/// names; nothing in the app changed.
///
/// The article *Errors, sessions and isolation* (IntentKitTesting) lists which failure gives which error and kind.
public struct IntentRequestError: Error, Sendable, CustomStringConvertible {
    /// The situation: ``ErrorKind/unknownIntent``, ``ErrorKind/unknownParameter``, ``ErrorKind/typeMismatch``, ….
    public var kind: ErrorKind
    /// One sentence: what was wrong and what would be valid.
    public var message: String
    /// The closest valid names, if any.
    public var suggestions: [String]
    /// The app's stderr tail and the last messages.
    public var diagnostics: Diagnostics

    /// Creates a request error.
    public init(kind: ErrorKind, message: String, suggestions: [String] = [], diagnostics: Diagnostics = .none) {
        self.kind = kind
        self.message = message
        self.suggestions = suggestions
        self.diagnostics = diagnostics
    }

    /// The message, then the diagnostics.
    public var description: String { describe(message, diagnostics) }
}

extension IntentRequestError {
    /// The test side's check that a name exists, phrased as the app would phrase it.
    package static func unknownName(_ kind: ErrorKind, _ what: String, _ name: String, in bundleIdentifier: String, candidates: [String]) -> IntentRequestError {
        let error = ResponseError.unknownName(kind, what, name, in: bundleIdentifier, candidates: candidates)
        return IntentRequestError(kind: error.kind, message: error.message, suggestions: error.data?.suggestions ?? [])
    }
}
