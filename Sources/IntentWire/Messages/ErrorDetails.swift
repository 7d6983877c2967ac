import IntentJSON

/// Structured details of a ``ResponseError``.
///
/// Each field but ``kind`` is optional; ``kind`` names the situation so that
/// a client can branch without parsing text.
public struct ErrorDetails: Sendable, Hashable, Codable {
    /// The situation.
    public var kind: ErrorKind
    /// The offending name or value.
    public var name: String?
    /// The intent, entity, query or screen the error concerns.
    public var owner: String?
    /// What would have been valid.
    public var expected: String?
    /// What was given instead.
    public var given: String?
    /// The closest valid names.
    public var suggestions: [String]?
    /// For an error the app's code threw: its Swift type name.
    public var errorType: String?
    /// For an error the app's code threw: its enum case name, or its numeric code.
    public var errorCode: String?
    /// For an error the app's code threw: the error's own message, without IntentKit's framing.
    public var errorMessage: String?
    /// For prompts: the dialog the app showed.
    public var dialog: String?

    /// Creates error details.
    public init(
        kind: ErrorKind, name: String? = nil, owner: String? = nil, expected: String? = nil, given: String? = nil,
        suggestions: [String]? = nil, errorType: String? = nil, errorCode: String? = nil, errorMessage: String? = nil,
        dialog: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.owner = owner
        self.expected = expected
        self.given = given
        self.suggestions = suggestions
        self.errorType = errorType
        self.errorCode = errorCode
        self.errorMessage = errorMessage
        self.dialog = dialog
    }

    /// Reads what fits from any `data` member a peer sent; a missing `kind` reads as ``ErrorKind/unspecified``.
    package init(lenient json: JSONValue) {
        let object = json.object ?? JSONObject()
        func text(_ key: String) -> String? { object[key]?.string }
        kind = text("kind").map(ErrorKind.init(rawValue:)) ?? .unspecified
        name = text("name")
        owner = text("owner")
        expected = text("expected")
        given = text("given")
        if case .array(let elements)? = object["suggestions"] {
            suggestions = elements.compactMap(\.string)
        }
        errorType = text("errorType")
        errorCode = text("errorCode")
        errorMessage = text("errorMessage")
        dialog = text("dialog")
    }
}
