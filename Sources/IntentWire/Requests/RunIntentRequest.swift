import Foundation

/// `intent/run`: resolve the parameters of an intent, perform it, and return its result.
///
/// A parameter absent from `parameters` is *unset*; one present as `null` is
/// *set to nil*. The app sees the difference through `$param.valueState`.
public struct RunIntentRequest: WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "intent/run"
    /// What the app answers `intent/run` with.
    public typealias Response = RunIntentResponse

    /// The intent's type name.
    public var intent: String
    /// The parameter values, by parameter name.
    public var parameters: [String: IntentValue]

    /// Creates a `intent/run` request.
    public init(intent: String, parameters: [String: IntentValue]) {
        self.intent = intent
        self.parameters = parameters
    }
}

/// What a performed intent returned.
public struct RunIntentResponse: Sendable, Hashable {
    /// The returned value; `nil` when the intent returns no value (`.result()`).
    public var value: IntentValue?
    /// The dialog the intent returned, if any.
    public var dialog: DialogValue?
    /// The intent the result opened, which the app performed next (`OpensIntent`), if any.
    public var opensIntent: RunIntentRequest?
    /// The snippet the result shows (`ShowsSnippetIntent`, `ShowsSnippetView`), rendered, if any.
    public var snippet: SnippetValue?

    /// Creates the response.
    public init(value: IntentValue?, dialog: DialogValue? = nil, opensIntent: RunIntentRequest? = nil, snippet: SnippetValue? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
        self.snippet = snippet
    }
}

/// A dialog an intent returned: the full text and an optional short caption.
public struct DialogValue: Sendable, Hashable {
    /// The full text, which must stand alone when spoken.
    public var full: String
    /// The short caption shown beside visual output, if any.
    public var supporting: String?

    /// Creates a dialog value.
    public init(full: String, supporting: String? = nil) {
        self.full = full
        self.supporting = supporting
    }
}
