/// Asks for one page of a result: at most `limit` items, starting where `cursor` left off.
///
/// Send the first request with `cursor` absent; the app runs the query once,
/// keeps the rest of the result, and answers with `nextCursor` while items
/// remain. Send the same request again with that cursor for the next page.
/// A request without `page` gets the whole result in one reply (which fails
/// with `resultTooLarge` when it would exceed the message limit).
public struct PageRequest: Sendable, Hashable {
    /// The most items one reply carries.
    public var limit: Int
    /// Where the previous page ended; absent for the first page.
    public var cursor: String?

    /// Creates a page request.
    public init(limit: Int, cursor: String? = nil) {
        self.limit = limit
        self.cursor = cursor
    }
}

/// Where a paged result stands: how many items it has in all and where the next page starts.
public struct PageInfo: Sendable, Hashable {
    /// The number of items in the whole result.
    public var total: Int
    /// The cursor for the next page; absent on the last page.
    public var nextCursor: String?

    /// Creates page information.
    public init(total: Int, nextCursor: String?) {
        self.total = total
        self.nextCursor = nextCursor
    }
}
