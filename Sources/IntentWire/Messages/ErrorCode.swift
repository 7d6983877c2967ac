/// A JSON-RPC error code, the class of a failure; an open set, so adding a code never breaks a `switch`.
///
/// Three classes stay apart: the request was malformed or named something
/// unknown (`parseError` … `resolutionFailed`), the app's code failed
/// (`appFailed`, `cancelled`, `promptUnanswered`), or IntentKit itself did
/// (`internalError`). ``ErrorKind`` names the exact situation within a class.
public struct ErrorCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The numeric code.
    public var rawValue: Int

    /// Creates a code from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Decodes the bare number.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The line was not valid JSON.
    public static let parseError = ErrorCode(rawValue: -32700)
    /// The JSON was not a valid JSON-RPC request, or the app takes no requests now.
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    /// No such method.
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    /// The parameters did not fit the method.
    public static let invalidParams = ErrorCode(rawValue: -32602)
    /// The receiver failed in a way it did not expect: a bug.
    public static let internalError = ErrorCode(rawValue: -32603)
    /// A request named something the app does not declare, or a value could not be resolved.
    public static let resolutionFailed = ErrorCode(rawValue: -32001)
    /// The app's code threw: an intent's `perform()`, a query, the screen, a search or a value query.
    public static let appFailed = ErrorCode(rawValue: -32002)
    /// The run was cancelled: a declined confirmation or a cancelled request.
    public static let cancelled = ErrorCode(rawValue: -32003)
    /// A prompt could not be answered.
    public static let promptUnanswered = ErrorCode(rawValue: -32004)
    /// The reply would exceed the protocol's message size limit.
    public static let resultTooLarge = ErrorCode(rawValue: -32005)

    /// The code's name, or its number when it has none.
    public var description: String {
        switch self {
        case .parseError: "parseError"
        case .invalidRequest: "invalidRequest"
        case .methodNotFound: "methodNotFound"
        case .invalidParams: "invalidParams"
        case .internalError: "internalError"
        case .resolutionFailed: "resolutionFailed"
        case .appFailed: "appFailed"
        case .cancelled: "cancelled"
        case .promptUnanswered: "promptUnanswered"
        case .resultTooLarge: "resultTooLarge"
        default: String(rawValue)
        }
    }
}
