import Testing

@testable import IntentKitClient
@testable import IntentWire

/// The test side walking an app's pages: page information that cannot be true stops the walk with an error
/// instead of looping for ever or reserving memory for a made-up total.
@Suite struct PageWalkTests {
    @Test func honestPagesWalkToTheirEnd() throws {
        var walk = PageWalk(subject: "EventEntity.allEntities()")
        #expect(try walk.accept(count: 1000, info: PageInfo(total: 2500, nextCursor: "a")) == "a")
        #expect(try walk.accept(count: 1000, info: PageInfo(total: 2500, nextCursor: "a")) == "a")
        #expect(try walk.accept(count: 500, info: PageInfo(total: 2500, nextCursor: nil)) == nil)
        #expect(walk.received == 2500)
        var whole = PageWalk(subject: "s")
        #expect(try whole.accept(count: 7, info: nil) == nil, "a reply without page information is the whole result")
        var empty = PageWalk(subject: "s")
        #expect(try empty.accept(count: 0, info: PageInfo(total: 0, nextCursor: nil)) == nil)
    }

    @Test func anEmptyPageWithACursorForMoreStopsTheWalk() {
        var walk = PageWalk(subject: "EventEntity.allEntities()")
        #expect(throws: Never.self) { _ = try walk.accept(count: 5, info: PageInfo(total: 30, nextCursor: "c")) }
        let error = #expect(throws: PageWalkError.self) { _ = try walk.accept(count: 0, info: PageInfo(total: 30, nextCursor: "c")) }
        #expect(error?.problem == "sent an empty page of EventEntity.allEntities() with a cursor for more, after 5 of 30 items")
    }

    @Test func moreItemsThanTheTotalStopTheWalk() {
        var walk = PageWalk(subject: "EventEntity.allEntities()")
        #expect(throws: Never.self) { _ = try walk.accept(count: 5, info: PageInfo(total: 8, nextCursor: "c")) }
        let error = #expect(throws: PageWalkError.self) { _ = try walk.accept(count: 5, info: PageInfo(total: 8, nextCursor: "c")) }
        #expect(error?.problem == "sent more items of EventEntity.allEntities() than the 8 it gave as the total (5 before a page of 5)")
        var negative = PageWalk(subject: "q")
        let refused = #expect(throws: PageWalkError.self) { _ = try negative.accept(count: 0, info: PageInfo(total: -1, nextCursor: nil)) }
        #expect(refused?.problem == "gave q a total of -1 items")
    }

    @Test func aLastPageShortOfTheTotalStopsTheWalk() {
        var walk = PageWalk(subject: "q")
        #expect(throws: Never.self) { _ = try walk.accept(count: 5, info: PageInfo(total: 12, nextCursor: "c")) }
        let error = #expect(throws: PageWalkError.self) { _ = try walk.accept(count: 5, info: PageInfo(total: 12, nextCursor: nil)) }
        #expect(error?.problem == "ended q after 10 of the 12 items it gave as the total")
    }

    @Test func aHugeTotalReservesABoundedAmount() {
        #expect(PageWalk.reservation(forTotal: 2500) == 2500)
        #expect(PageWalk.reservation(forTotal: Int.max) == PageWalk.reservationLimit)
        #expect(PageWalk.reservation(forTotal: -3) == 0)
    }
}
