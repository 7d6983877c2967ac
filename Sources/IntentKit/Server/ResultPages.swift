import Foundation
import IntentWire
import Synchronization

/// The rest of paged results, held between page requests: each query runs once however many pages it fills.
///
/// Cursors are opaque to the client. At most ``capacity`` results are held, and their unread items number at
/// most ``itemBudget``, so that a client that starts paged queries and never reads them to their end cannot grow
/// the app without bound; the oldest is dropped to make room. A result is also dropped once
/// its last page is read or after ``lifetime`` without a request.
final class ResultPages: Sendable {
    static let capacity = 16
    static let lifetime: Duration = .seconds(120)
    /// The most items one page may carry, whatever the client asks for.
    static let maximumLimit = 10_000
    /// The most unread items held across results, unless one result alone has more.
    let itemBudget: Int

    /// Creates the store of held results.
    init(itemBudget: Int = 1_000_000) {
        self.itemBudget = itemBudget
    }

    private struct Held {
        /// The whole result: an array of the request's item type, or ``FoundEntities``.
        var items: any Sendable
        var count: Int
        var offset: Int
        var touched: ContinuousClock.Instant
        /// A page of entities being written ahead of the request for it.
        var ahead: (range: Range<Int>, page: Task<EntityPage, Never>)?
        /// The request that computed the result, less its page: the only one its cursor continues.
        var request: any Hashable & Sendable
        /// The request's method and query, for the error a cursor sent with another request gets.
        var origin: String
    }

    private let held = Mutex<[String: Held]>([:])

    /// One page of a result.
    /// - Parameters:
    ///   - request: The client's request; without a page it gets everything.
    ///   - compute: Produces the whole result; called only for a request without a cursor.
    /// - Returns: The page's items and, for a paged request, where the result stands.
    /// - Throws: ``ResponseError`` for a page size below one, a cursor that is unknown or expired, or a cursor
    ///   sent with another request than the one that returned it.
    func page<Request: PagedRequest, Item: Sendable>(_ request: Request, compute: () async throws -> [Item]) async throws -> (items: [Item], info: PageInfo?) {
        guard let page = request.page else { return (try await compute(), nil) }
        let limit = try Self.limit(of: page, in: Request.self)
        if let cursor = page.cursor { return try next(cursor, limit: limit, for: request, as: Item.self) }
        let items = try await compute()
        guard items.count > limit else { return (items, PageInfo(total: items.count, nextCursor: nil)) }
        let cursor = UUID().entityIdentifierString
        store(cursor, Held(items: items, count: items.count, offset: limit, touched: .now, request: request.unpaged, origin: Self.origin(of: request)))
        return (Array(items[..<limit]), PageInfo(total: items.count, nextCursor: cursor))
    }

    /// One page of the entities a query found, converted for that page only.
    ///
    /// After each page but the last, the next page (of the same size) is converted on another thread, so that
    /// the work overlaps with this page being written, sent and read; a request for other entities than those
    /// converted ahead converts its own.
    /// - Parameters:
    ///   - request: The client's request; without a page it gets everything.
    ///   - compute: Runs the query; called only for a request without a cursor.
    /// - Returns: The response carrying the page.
    /// - Throws: As ``page(_:compute:)`` does.
    func page<Request: PagedRequest>(_ request: Request, entities compute: () async throws -> FoundEntities) async throws -> EntityQueryResponse {
        guard let page = request.page else {
            let found = try await compute()
            return found.page(0..<found.count).response(page: nil)
        }
        let limit = try Self.limit(of: page, in: Request.self)
        if let cursor = page.cursor { return try await nextEntities(cursor, limit: limit, for: request) }
        let found = try await compute()
        guard found.count > limit else { return found.page(0..<found.count).response(page: PageInfo(total: found.count, nextCursor: nil)) }
        let cursor = UUID().entityIdentifierString
        store(cursor, Held(items: found, count: found.count, offset: limit, touched: .now, request: request.unpaged, origin: Self.origin(of: request)))
        convertAhead(cursor, found, limit..<min(2 * limit, found.count))
        return found.page(0..<limit).response(page: PageInfo(total: found.count, nextCursor: cursor))
    }

    private func nextEntities<Request: PagedRequest>(_ cursor: String, limit: Int, for request: Request) async throws -> EntityQueryResponse {
        let taken = try held.withLock { held -> (found: FoundEntities, range: Range<Int>, ahead: Task<EntityPage, Never>?, info: PageInfo)? in
            guard var entry = try Self.claim(cursor, for: request, in: &held), let found = entry.items as? FoundEntities else { return nil }
            let range = entry.offset..<min(entry.offset + limit, entry.count)
            let ahead = entry.ahead.flatMap { $0.range == range ? $0.page : nil }
            entry.ahead = nil
            entry.offset = range.upperBound
            entry.touched = .now
            let done = range.upperBound == entry.count
            held[cursor] = done ? nil : entry
            return (found, range, ahead, PageInfo(total: entry.count, nextCursor: done ? nil : cursor))
        }
        guard let taken else { throw Self.unknownCursor(cursor) }
        if taken.info.nextCursor != nil {
            convertAhead(cursor, taken.found, taken.range.upperBound..<min(taken.range.upperBound + limit, taken.found.count))
        }
        let entities = if let ahead = taken.ahead { await ahead.value } else { taken.found.page(taken.range) }
        return entities.response(page: taken.info)
    }

    /// Starts converting the entities in `range` for the page request that will most likely come next.
    private func convertAhead(_ cursor: String, _ found: FoundEntities, _ range: Range<Int>) {
        let entities = Task.detached { found.page(range) }
        held.withLock { held in
            guard held[cursor]?.offset == range.lowerBound else { return }
            held[cursor]?.ahead = (range, entities)
        }
    }

    /// The page size a request asks for, at most ``maximumLimit``.
    /// - Throws: ``ResponseError`` (invalid parameters) for a size below one, which a client asks for only by mistake.
    private static func limit<Request: PagedRequest>(of page: PageRequest, in _: Request.Type) throws -> Int {
        guard page.limit >= 1 else {
            throw ResponseError.invalidParams(
                Request.method,
                "at \"params.page.limit\": \(page.limit) is not a page size; a page holds 1 to \(maximumLimit) items (a larger limit gets \(maximumLimit))")
        }
        return min(page.limit, maximumLimit)
    }

    /// How a cursor's error names the request that computed its result: `EventEntity.allEntities() (entity/query)`.
    private static func origin<Request: PagedRequest>(of request: Request) -> String {
        "\(request.pagedSubject) (\(Request.method))"
    }

    /// The result a cursor holds, when it was computed for this request (less its page); `nil` when the cursor is
    /// unknown or expired.
    /// - Throws: ``ResponseError`` (invalid parameters) when the cursor belongs to another request; the result stays
    ///   held, so the request that returned it can still walk on.
    private static func claim<Request: PagedRequest>(_ cursor: String, for request: Request, in held: inout [String: Held]) throws -> Held? {
        dropExpired(&held)
        guard let entry = held[cursor] else { return nil }
        guard let heldRequest = entry.request as? Request, heldRequest == request.unpaged else {
            throw ResponseError.invalidParams(
                Request.method,
                "the page cursor \"\(cursor.truncatedForMessages)\" continues \(entry.origin), not this request; send it with the request that returned it, or leave it out to start again")
        }
        return entry
    }

    private static func unknownCursor(_ cursor: String) -> ResponseError {
        ResponseError(
            code: .resolutionFailed,
            message:
                "the page cursor \"\(cursor.truncatedForMessages)\" is not held by the app (it expired after \(Self.lifetime) unused, made room for newer results, or its result was read to the end); run the query again",
            data: ErrorDetails(kind: .expiredCursor, name: cursor.truncatedForMessages))
    }

    private func next<Request: PagedRequest, Item: Sendable>(_ cursor: String, limit: Int, for request: Request, as type: Item.Type) throws -> (items: [Item], info: PageInfo?) {
        let result = try held.withLock { held -> (items: [Item], info: PageInfo)? in
            guard var entry = try Self.claim(cursor, for: request, in: &held), let items = entry.items as? [Item] else { return nil }
            let end = min(entry.offset + limit, entry.count)
            let slice = Array(items[entry.offset..<end])
            entry.offset = end
            entry.touched = .now
            let done = end == entry.count
            held[cursor] = done ? nil : entry
            return (slice, PageInfo(total: entry.count, nextCursor: done ? nil : cursor))
        }
        guard let result else { throw Self.unknownCursor(cursor) }
        return result
    }

    private func store(_ cursor: String, _ entry: Held) {
        held.withLock { held in
            Self.dropExpired(&held)
            func unread() -> Int { held.values.reduce(entry.count - entry.offset) { $0 + $1.count - $1.offset } }
            while held.count >= Self.capacity || (!held.isEmpty && unread() > itemBudget),
                let oldest = held.min(by: { $0.value.touched < $1.value.touched })?.key
            {
                held[oldest] = nil
            }
            held[cursor] = entry
        }
    }

    private static func dropExpired(_ held: inout [String: Held]) {
        let now = ContinuousClock.now
        held = held.filter { now - $0.value.touched < Self.lifetime }
    }
}
