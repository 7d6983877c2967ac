import IntentWire

/// A request whose result may come a page at a time: what a cursor must come back with.
///
/// ``ResultPages`` keeps each held result with the request that computed it, less its page, and continues it only
/// for the same request: a cursor sent with another entity, query or method would otherwise have walked on through
/// a result the request never asked for.
protocol PagedRequest: WireRequest, Hashable {
    /// Which page to return; the whole result when absent.
    var page: PageRequest? { get set }
    /// The query as an error names it, such as `EventEntity.allEntities()`.
    var pagedSubject: String { get }
}

extension PagedRequest {
    /// The request with no page: what a held result is kept with and compared to.
    var unpaged: Self {
        var request = self
        request.page = nil
        return request
    }
}

extension EntityQueryRequest: PagedRequest {
    var pagedSubject: String { "\(entity.truncatedForMessages).\(query)" }
}

extension SearchRequest: PagedRequest {
    var pagedSubject: String {
        query.map { "the search of \(entity.truncatedForMessages) for \"\($0.truncatedForMessages)\"" } ?? "the list of \(entity.truncatedForMessages) indexed"
    }
}

extension ValueQueryRequest: PagedRequest {
    var pagedSubject: String { "\(query.truncatedForMessages).values(for: \(input.description.truncatedForMessages))" }
}
