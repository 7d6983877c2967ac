/// What situation an error describes, as a stable identifier shared by the app, the test side and the harness.
///
/// An open set, like ``ErrorCode``: adding a kind never breaks a `switch`.
/// On the wire it is `data.kind`, a string; clients branch on it instead of
/// parsing messages.
public struct ErrorKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier, such as `unknownIntent`.
    public var rawValue: String

    /// Creates a kind from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a kind from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes the bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier.
    public var description: String { rawValue }

    // MARK: The message itself

    /// The line was not JSON.
    public static let parseError: ErrorKind = "parseError"
    /// The JSON was not a JSON-RPC 2.0 request (wrong `jsonrpc`, bad id, not an object, oversized).
    public static let invalidRequest: ErrorKind = "invalidRequest"
    /// `params` did not fit the method.
    public static let invalidParams: ErrorKind = "invalidParams"
    /// The request's id is already used by a request in flight.
    public static let duplicateID: ErrorKind = "duplicateID"
    /// The client speaks another protocol version.
    public static let unsupportedVersion: ErrorKind = "unsupportedVersion"
    /// The app is shutting down and takes no new requests.
    public static let shuttingDown: ErrorKind = "shuttingDown"
    /// The client has as many requests in flight as the app takes at once; it must wait for replies first.
    public static let tooManyRequests: ErrorKind = "tooManyRequests"
    /// A reply would exceed the protocol's message size limit.
    public static let resultTooLarge: ErrorKind = "resultTooLarge"
    /// A page cursor the app no longer holds (it expired, or the result was read to its end).
    public static let expiredCursor: ErrorKind = "expiredCursor"
    /// A bug in IntentKit.
    public static let internalError: ErrorKind = "internalError"
    /// The error carried no `data.kind` (a hand-written client's error, say).
    public static let unspecified: ErrorKind = "unspecified"

    // MARK: Names

    /// No method of that name.
    public static let unknownMethod: ErrorKind = "unknownMethod"
    /// No intent of that name.
    public static let unknownIntent: ErrorKind = "unknownIntent"
    /// No entity type of that name.
    public static let unknownEntity: ErrorKind = "unknownEntity"
    /// `app/undo` found no action to undo.
    public static let nothingToUndo: ErrorKind = "nothingToUndo"
    /// No transient entity type of that name.
    public static let unknownTransientEntity: ErrorKind = "unknownTransientEntity"
    /// No enum of that name.
    public static let unknownEnum: ErrorKind = "unknownEnum"
    /// No value query of that name.
    public static let unknownValueQuery: ErrorKind = "unknownValueQuery"
    /// The intent has no parameter of that name.
    public static let unknownParameter: ErrorKind = "unknownParameter"
    /// The entity has no property of that name.
    public static let unknownProperty: ErrorKind = "unknownProperty"
    /// A property query compared a property in a way its query does not declare, or sorted by a property it cannot sort by.
    public static let unsupportedComparator: ErrorKind = "unsupportedComparator"
    /// The enum has no case with that raw value or title.
    public static let unknownCase: ErrorKind = "unknownCase"
    /// An argument to `makeIntent(…)` has no label.
    public static let unlabelledArgument: ErrorKind = "unlabelledArgument"
    /// A transient entity was used where a persistent entity type is needed.
    public static let transientEntity: ErrorKind = "transientEntity"

    // MARK: Values

    /// A value of the wrong type.
    public static let typeMismatch: ErrorKind = "typeMismatch"
    /// A string matched no entity.
    public static let noMatch: ErrorKind = "noMatch"
    /// A string matched several entities and nobody chose.
    public static let ambiguous: ErrorKind = "ambiguous"
    /// No entity has that identifier.
    public static let unknownIdentifier: ErrorKind = "unknownIdentifier"
    /// The identifier does not fit the entity's identifier type.
    public static let malformedIdentifier: ErrorKind = "malformedIdentifier"
    /// A required parameter was set to nil.
    public static let nilForRequired: ErrorKind = "nilForRequired"
    /// A value lies outside what the parameter declares: its inclusive range, its sign.
    public static let outOfRange: ErrorKind = "outOfRange"
    /// Rendering a snippet changed the app's data; a snippet must be free of side effects.
    public static let snippetChangedData: ErrorKind = "snippetChangedData"
    /// `perform()` kept asking for input and never finished.
    public static let tooManyRestarts: ErrorKind = "tooManyRestarts"
    /// The entity does not offer that query.
    public static let unsupportedQuery: ErrorKind = "unsupportedQuery"
    /// The entity cannot be found from a string.
    public static let noStringResolution: ErrorKind = "noStringResolution"
    /// The entity type declares no `Transferable` representations, so it cannot be exported or imported.
    public static let notTransferable: ErrorKind = "notTransferable"
    /// The entity type does not export, or import, the content type asked for; `expected` lists those it does.
    public static let unsupportedContentType: ErrorKind = "unsupportedContentType"
    /// A screen annotates an identifier that does not fit its entity.
    public static let annotationTypeMismatch: ErrorKind = "annotationTypeMismatch"
    /// An answer to a prompt was out of range or of the wrong kind.
    public static let invalidAnswer: ErrorKind = "invalidAnswer"
    /// A parameter asked for input outside a run.
    public static let noRun: ErrorKind = "noRun"

    // MARK: The app's code

    /// The app's code threw: an intent's `perform()`, a query, the screen, a search or a value query.
    public static let appThrew: ErrorKind = "appThrew"
    /// The person declined a confirmation.
    public static let confirmationDeclined: ErrorKind = "confirmationDeclined"
    /// The request was cancelled.
    public static let cancelled: ErrorKind = "cancelled"
    /// The person cancelled at a prompt (a cancel answer, or a choice's cancel option).
    public static let cancelledByUser: ErrorKind = "cancelledByUser"
    /// A prompt was not answered, or was answered with an error.
    public static let promptUnanswered: ErrorKind = "promptUnanswered"
}
