import Foundation
import IntentWire
import Synchronization

/// The rest of paged results, held between page requests: each query runs once however many pages it fills.
///
/// Cursors are opaque to the client. At most ``capacity`` results are held; the
/// oldest is dropped to make room, and a result is dropped once its last page is
/// read or after ``lifetime`` without a request.
final class ResultPages: Sendable {
    static let capacity = 16
    static let lifetime: Duration = .seconds(120)
    /// The most items one page may carry, whatever the client asks for.
    static let maximumLimit = 10_000

    private struct Held {
        /// The whole result: an array of the request's item type, or ``FoundEntities``.
        var items: any Sendable
        var count: Int
        var offset: Int
        var touched: ContinuousClock.Instant
        /// A page of entities being written ahead of the request for it.
        var ahead: (range: Range<Int>, page: Task<EntityPage, Never>)?
    }

    private let held = Mutex<[String: Held]>([:])

    /// One page of a result.
    /// - Parameters:
    ///   - page: The client's page request; `nil` returns everything.
    ///   - compute: Produces the whole result; called only for a request without a cursor.
    /// - Returns: The page's items and, for a paged request, where the result stands.
    /// - Throws: ``ResponseError`` for a cursor that is unknown or expired.
    func page<Item: Sendable>(_ page: PageRequest?, compute: () async throws -> [Item]) async throws -> (items: [Item], info: PageInfo?) {
        guard let page else { return (try await compute(), nil) }
        let limit = max(1, min(page.limit, Self.maximumLimit))
        if let cursor = page.cursor { return try next(cursor, limit: limit, as: Item.self) }
        let items = try await compute()
        guard items.count > limit else { return (items, PageInfo(total: items.count, nextCursor: nil)) }
        let cursor = UUID().entityIdentifierString
        store(cursor, Held(items: items, count: items.count, offset: limit, touched: .now))
        return (Array(items[..<limit]), PageInfo(total: items.count, nextCursor: cursor))
    }

    /// One page of the entities a query found, converted for that page only.
    ///
    /// After each page but the last, the next page (of the same size) is converted on another thread, so that
    /// the work overlaps with this page being written, sent and read; a request for other entities than those
    /// converted ahead converts its own.
    /// - Parameters:
    ///   - page: The client's page request; `nil` returns everything.
    ///   - compute: Runs the query; called only for a request without a cursor.
    /// - Returns: The response carrying the page.
    func page(_ page: PageRequest?, entities compute: () async throws -> FoundEntities) async throws -> EntityQueryResponse {
        guard let page else {
            let found = try await compute()
            return found.page(0..<found.count).response(page: nil)
        }
        let limit = max(1, min(page.limit, Self.maximumLimit))
        if let cursor = page.cursor { return try await nextEntities(cursor, limit: limit) }
        let found = try await compute()
        guard found.count > limit else { return found.page(0..<found.count).response(page: PageInfo(total: found.count, nextCursor: nil)) }
        let cursor = UUID().entityIdentifierString
        store(cursor, Held(items: found, count: found.count, offset: limit, touched: .now))
        convertAhead(cursor, found, limit..<min(2 * limit, found.count))
        return found.page(0..<limit).response(page: PageInfo(total: found.count, nextCursor: cursor))
    }

    private func nextEntities(_ cursor: String, limit: Int) async throws -> EntityQueryResponse {
        let taken = held.withLock { held -> (found: FoundEntities, range: Range<Int>, ahead: Task<EntityPage, Never>?, info: PageInfo)? in
            dropExpired(&held)
            guard var entry = held[cursor], let found = entry.items as? FoundEntities else { return nil }
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

    private static func unknownCursor(_ cursor: String) -> ResponseError {
        ResponseError(
            code: .resolutionFailed,
            message: "the page cursor \"\(cursor.truncatedForMessages)\" is not held by the app (it expired after \(Self.lifetime) unused, or its result was read to the end); run the query again",
            data: ErrorDetails(kind: .expiredCursor, name: cursor.truncatedForMessages))
    }

    private func next<Item: Sendable>(_ cursor: String, limit: Int, as type: Item.Type) throws -> (items: [Item], info: PageInfo?) {
        let result = held.withLock { held -> (items: [Item], info: PageInfo)? in
            dropExpired(&held)
            guard var entry = held[cursor], let items = entry.items as? [Item] else { return nil }
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
            dropExpired(&held)
            if held.count >= Self.capacity, let oldest = held.min(by: { $0.value.touched < $1.value.touched })?.key {
                held[oldest] = nil
            }
            held[cursor] = entry
        }
    }

    private func dropExpired(_ held: inout [String: Held]) {
        let now = ContinuousClock.now
        held = held.filter { now - $0.value.touched < Self.lifetime }
    }
}
