/// The error member of a JSON-RPC response: a code, a sentence for people, and structured details.
public struct ResponseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The class of failure.
    public var code: ErrorCode
    /// One sentence a person can act on.
    public var message: String
    /// Structured details: what was named, what was expected, what the intent threw.
    public var data: ErrorDetails?

    /// Creates a response error.
    public init(code: ErrorCode, message: String, data: ErrorDetails? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The message.
    public var description: String { message }
}

extension ResponseError {
    /// A line that was not JSON.
    public static func parseError(_ detail: String) -> ResponseError {
        ResponseError(code: .parseError, message: "the message is not valid JSON: \(detail)")
    }

    /// A JSON value that is not a JSON-RPC message.
    public static func invalidRequest(_ detail: String) -> ResponseError {
        ResponseError(code: .invalidRequest, message: "the message is not a valid JSON-RPC 2.0 request: \(detail)")
    }

    /// A method nobody registered.
    public static func methodNotFound(_ method: String, available: [String]) -> ResponseError {
        ResponseError(
            code: .methodNotFound,
            message: "no method named \"\(method)\"" + NameSuggester.didYouMean(method, in: available),
            data: ErrorDetails(kind: "unknownMethod", name: method, suggestions: NameSuggester.closest(to: method, in: available)))
    }

    /// Parameters that do not decode as the method's parameter type.
    public static func invalidParams(_ method: String, _ detail: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: "invalid parameters for \"\(method)\": \(detail)")
    }

    /// Our own bug.
    public static func internalError(_ detail: String) -> ResponseError {
        ResponseError(code: .internalError, message: "internal error (this is a bug in IntentKit): \(detail)")
    }
}

/// Structured details of a ``ResponseError``.
///
/// Each field is optional; `kind` names the situation (`unknownIntent`,
/// `unknownParameter`, `typeMismatch`, `noMatch`, `ambiguous`,
/// `intentThrew`, …) so that a client can branch without parsing text.
public struct ErrorDetails: Sendable, Hashable, Codable {
    /// The situation, as a stable identifier.
    public var kind: String
    /// The offending name or value.
    public var name: String?
    /// The intent, entity or enum the error concerns.
    public var owner: String?
    /// What would have been valid.
    public var expected: String?
    /// What was given instead.
    public var given: String?
    /// The closest valid names.
    public var suggestions: [String]?
    /// For a thrown error: its Swift type name.
    public var errorType: String?
    /// For a thrown error: its case or code.
    public var errorCode: String?
    /// For prompts: the dialog the app showed.
    public var dialog: String?

    /// Creates error details.
    public init(
        kind: String, name: String? = nil, owner: String? = nil, expected: String? = nil, given: String? = nil,
        suggestions: [String]? = nil, errorType: String? = nil, errorCode: String? = nil, dialog: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.owner = owner
        self.expected = expected
        self.given = given
        self.suggestions = suggestions
        self.errorType = errorType
        self.errorCode = errorCode
        self.dialog = dialog
    }
}

extension ResponseError {
    /// A request named a type the app does not declare: `no intent named "X" in com.example.App; did you mean "Y"?`.
    /// - Parameters:
    ///   - what: The kind of type, such as `intent` or `entity`; the error's kind is `unknown` + its capitalised form.
    ///   - name: The name the request used.
    ///   - bundleIdentifier: The app.
    ///   - candidates: The valid names.
    public static func unknownName(_ what: String, _ name: String, in bundleIdentifier: String, candidates: [String]) -> ResponseError {
        ResponseError(
            code: .resolutionFailed,
            message: "no \(what) named \"\(name)\" in \(bundleIdentifier)" + NameSuggester.didYouMean(name, in: candidates),
            data: ErrorDetails(kind: "unknown" + what.prefix(1).uppercased() + what.dropFirst(), name: name, suggestions: NameSuggester.closest(to: name, in: candidates)))
    }
}
