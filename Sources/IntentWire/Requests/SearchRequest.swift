/// `search/query`: search what the app donated to its search index (the Spotlight analogue).
///
/// The app first settles pending index work, so a search right after an
/// intent sees its donations. Hits are resolved through the entity's query;
/// hits whose entity no longer exists are dropped.
public struct SearchRequest: WireRequest {
    /// The method name.
    public static let method = "search/query"
    /// The response type.
    public typealias Response = EntityQueryResponse

    /// The entity type to search.
    public var entity: String
    /// The text to search for; `nil` returns everything indexed for the type.
    public var query: String?

    /// Creates the request.
    public init(entity: String, query: String?) {
        self.entity = entity
        self.query = query
    }
}
