/// `snippet/render`: perform a snippet intent and return the view it shows, changing nothing.
///
/// A snippet must be free of side effects: when the app keeps a store with a
/// generation (its search index source), rendering that moves the generation
/// is an `appFailed` error of kind `snippetChangedData`.
public struct SnippetRenderRequest: Codable, WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "snippet/render"
    /// What the app answers `snippet/render` with.
    public typealias Response = SnippetRenderResponse

    /// The snippet intent and its parameters, as a result's `snippet.intent` carries them.
    public var intent: RunIntentRequest

    /// Creates a `snippet/render` request.
    public init(intent: RunIntentRequest) { self.intent = intent }
}

/// The view a snippet intent rendered.
public struct SnippetRenderResponse: Codable, Sendable, Hashable, WireCodable {
    /// The view.
    public var view: SnippetNodeValue

    /// Creates the response.
    public init(view: SnippetNodeValue) { self.view = view }
}
