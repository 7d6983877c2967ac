/// `search/query`: search what the app donated to its search index (the Spotlight analogue).
///
/// The app first settles pending index work, so a search right after an
/// intent sees its donations. Hits are resolved through the entity's query;
/// hits whose entity no longer exists are dropped.
public struct SearchRequest: WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "search/query"
    /// What the app answers `search/query` with.
    public typealias Response = EntityQueryResponse

    /// The entity type to search.
    public var entity: String
    /// The text to search for; `nil` returns everything indexed for the type, and text with no word in it nothing.
    public var query: String?
    /// Which page of the hits to return; all of them when absent.
    public var page: PageRequest?

    /// Creates a `search/query` request.
    public init(entity: String, query: String?, page: PageRequest? = nil) {
        self.entity = entity
        self.query = query
        self.page = page
    }
}
