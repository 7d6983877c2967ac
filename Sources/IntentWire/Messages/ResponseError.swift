import IntentJSON

/// The error member of a JSON-RPC response: a code, a sentence for people, and structured details.
public struct ResponseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The class of failure.
    public var code: ErrorCode
    /// One sentence a person can act on.
    public var message: String
    /// Structured details: what was named, what was expected, what the app threw.
    public var data: ErrorDetails? {
        get { details?.value }
        set { details = newValue.map(DetailsBox.init) }
    }

    /// The details, behind a reference: held inline (ten strings), they made every error large, and every async
    /// function that might return or catch one reserved room for several in its frame.
    private var details: DetailsBox?

    private final class DetailsBox: Sendable {
        let value: ErrorDetails
        init(_ value: ErrorDetails) { self.value = value }
    }

    private enum CodingKeys: String, CodingKey {
        case code, message, data
    }

    /// Creates a response error.
    public init(code: ErrorCode, message: String, data: ErrorDetails? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// Reads `code`, `message` and, when present, `data`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(ErrorCode.self, forKey: .code)
        message = try container.decode(String.self, forKey: .message)
        data = try container.decodeIfPresent(ErrorDetails.self, forKey: .data)
    }

    /// Writes `code`, `message` and, when there are details, `data`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(data, forKey: .data)
    }

    /// Whether both have the same code, message and details.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.data == rhs.data
    }

    /// Hashes the code, message and details.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(data)
    }

    /// The situation: `data.kind`, or ``ErrorKind/unspecified`` when the error has no details.
    public var kind: ErrorKind { data?.kind ?? .unspecified }

    /// The message, so that printing the error shows what happened.
    public var description: String { message }

    /// Reads whatever error member a peer sent, never failing: a missing code reads as `internalError`,
    /// a missing message says so, and details that do not fit ``ErrorDetails`` keep what fits.
    package init(lenient json: JSONValue) {
        let object = json.object ?? JSONObject()
        if case .number(let number)? = object["code"], let code = number.int {
            self.code = ErrorCode(rawValue: code)
        } else {
            self.code = .internalError
        }
        self.message = object["message"]?.string ?? "the peer answered with an error that has no message: \(String(decoding: JSONWriter.compact(json), as: UTF8.self).truncatedForMessages)"
        if let data = object["data"], data != .null {
            self.data = ErrorDetails(lenient: data)
        } else {
            self.data = nil
        }
    }
}

extension ResponseError {
    /// A line that was not JSON.
    public static func parseError(_ detail: String) -> ResponseError {
        ResponseError(code: .parseError, message: "the message is not valid JSON: \(detail)", data: ErrorDetails(kind: .parseError))
    }

    /// A JSON value that is not a JSON-RPC message.
    public static func invalidRequest(_ detail: String, kind: ErrorKind = .invalidRequest) -> ResponseError {
        ResponseError(code: .invalidRequest, message: "the message is not a valid JSON-RPC 2.0 request: \(detail)", data: ErrorDetails(kind: kind))
    }

    /// A method nobody registered.
    public static func methodNotFound(_ method: String, available: [String]) -> ResponseError {
        ResponseError(
            code: .methodNotFound,
            message: "no method named \"\(method.truncatedForMessages)\"" + NameSuggester.didYouMean(method, in: available),
            data: ErrorDetails(kind: .unknownMethod, name: method.truncatedForMessages, suggestions: NameSuggester.closest(to: method, in: available)))
    }

    /// Parameters that do not decode as the method's parameter type.
    public static func invalidParams(_ method: String, _ detail: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: "invalid parameters for \"\(method)\": \(detail)", data: ErrorDetails(kind: .invalidParams))
    }

    /// Our own bug.
    public static func internalError(_ detail: String) -> ResponseError {
        ResponseError(code: .internalError, message: "internal error (this is a bug in IntentKit): \(detail)", data: ErrorDetails(kind: .internalError))
    }

    /// A request named a type the app does not declare: `no intent named "X" in com.example.App; did you mean "Y"?`.
    /// - Parameters:
    ///   - kind: The error's kind, such as ``ErrorKind/unknownIntent``.
    ///   - what: The kind of type in words, such as `intent` or `value query`.
    ///   - name: The name the request used.
    ///   - bundleIdentifier: The app.
    ///   - candidates: The valid names.
    public static func unknownName(_ kind: ErrorKind, _ what: String, _ name: String, in bundleIdentifier: String, candidates: [String]) -> ResponseError {
        ResponseError(
            code: .resolutionFailed,
            message: "no \(what) named \"\(name.truncatedForMessages)\" in \(bundleIdentifier)" + NameSuggester.didYouMean(name, in: candidates),
            data: ErrorDetails(kind: kind, name: name.truncatedForMessages, suggestions: NameSuggester.closest(to: name, in: candidates)))
    }
}
