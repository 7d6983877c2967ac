import Testing

@testable import IntentKit
@testable import IntentWire

/// Results of any size, a page at a time: each query runs once, cursors walk it, and a stale cursor says so.
@Suite struct PagingTests {
    @Test func entityQueriesArePagedByCursor() async throws {
        let app = InProcessApp()
        let first = try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .all), page: PageRequest(limit: 3)))
        #expect(first.entities.map(\.instanceIdentifier) == ["mars", "jupiter", "saturn"])
        let cursor = try #require(first.page?.nextCursor)
        #expect(first.page?.total == 4)
        let second = try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .all), page: PageRequest(limit: 3, cursor: cursor)))
        #expect(second.entities.map(\.instanceIdentifier) == ["saturn-v"])
        #expect(second.page == PageInfo(total: 4, nextCursor: nil))
        let again = await #expect(throws: ResponseError.self) {
            try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .all), page: PageRequest(limit: 3, cursor: cursor)))
        }
        #expect(again?.kind == .expiredCursor)
        #expect(
            again?.message
                == "the page cursor \"\(cursor)\" is not held by the app (it expired after 120.0 seconds unused, made room for newer results, or its result was read to the end); run the query again")
        let whole = try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .all)))
        #expect(whole.entities.count == 4)
        #expect(whole.page == nil, "a request without a page gets everything, with no page information")
    }

    @Test func pagesOfAnySizeWalkTheResultInOrderWhateverWasConvertedAhead() async throws {
        let app = InProcessApp()
        func page(_ limit: Int, _ cursor: String?) async throws -> EntityQueryResponse {
            try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .all), page: PageRequest(limit: limit, cursor: cursor)))
        }
        // The app converts the next page of the same size ahead; asking for another size must not skip or repeat.
        let first = try await page(1, nil)
        let second = try await page(2, first.page?.nextCursor)
        let third = try await page(1, second.page?.nextCursor)
        #expect((first.entities + second.entities + third.entities).map(\.instanceIdentifier) == ["mars", "jupiter", "saturn", "saturn-v"])
        #expect(third.page == PageInfo(total: 4, nextCursor: nil))
        // And the same size, converted ahead, gives the same pages as converting each on request.
        var identifiers: [String] = []
        var cursor: String?
        repeat {
            let next = try await page(1, cursor)
            identifiers += next.entities.map(\.instanceIdentifier)
            #expect(next.page?.total == 4)
            cursor = next.page?.nextCursor
        } while cursor != nil
        #expect(identifiers == ["mars", "jupiter", "saturn", "saturn-v"])
    }

    /// Unread items are bounded across results, not only results: a client that starts large queries and reads
    /// none to its end no longer makes the app hold all of them.
    @Test func heldItemsStayWithinTheBudget() async throws {
        let pages = ResultPages(itemBudget: 10)
        func request(_ page: PageRequest, _ name: String) -> ValueQueryRequest { ValueQueryRequest(query: name, input: .string("n"), page: page) }
        let (_, first) = try await pages.page(request(PageRequest(limit: 1), "A")) { Array(0..<8) }
        let (_, second) = try await pages.page(request(PageRequest(limit: 1), "B")) { Array(0..<5) }
        let dropped = await #expect(throws: ResponseError.self) {
            _ = try await pages.page(request(PageRequest(limit: 5, cursor: first?.nextCursor), "A")) { [Int]() }
        }
        #expect(dropped?.kind == .expiredCursor, "7 and 4 unread items are over the budget of 10: the older result made room")
        let (rest, info) = try await pages.page(request(PageRequest(limit: 10, cursor: second?.nextCursor), "B")) { [Int]() }
        #expect(rest == [1, 2, 3, 4])
        #expect(info == PageInfo(total: 5, nextCursor: nil))
        // One result larger than the budget alone is still held: it is what the client asked for.
        let (_, large) = try await pages.page(request(PageRequest(limit: 1), "C")) { Array(0..<50) }
        let (next, _) = try await pages.page(request(PageRequest(limit: 2, cursor: large?.nextCursor), "C")) { [Int]() }
        #expect(next == [1, 2])
    }

    @Test func theOldestHeldResultMakesRoom() async throws {
        let pages = ResultPages()
        func request(_ page: PageRequest) -> ValueQueryRequest { ValueQueryRequest(query: "Numbers", input: .string("n"), page: page) }
        var cursors: [String] = []
        for _ in 0..<(ResultPages.capacity + 1) {
            let (_, info) = try await pages.page(request(PageRequest(limit: 1))) { [1, 2, 3] }
            cursors.append(try #require(info?.nextCursor))
        }
        let dropped = await #expect(throws: ResponseError.self) { _ = try await pages.page(request(PageRequest(limit: 1, cursor: cursors[0]))) { [Int]() } }
        #expect(dropped?.kind == .expiredCursor)
        let (items, _) = try await pages.page(request(PageRequest(limit: 5, cursor: cursors.last!))) { [Int]() }
        #expect(items == [2, 3])
    }
}
