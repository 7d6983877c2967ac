import Testing

@testable import IntentKitClient
@testable import IntentWire

/// The client checks an app's page information as input: every way it can be untrue is an error naming it.
@Suite struct PageWalkTests {
    private func walk(_ pages: [(count: Int, info: PageInfo?)]) -> Result<[String?], PageWalkError> {
        var walk = PageWalk(subject: "EventEntity.allEntities()")
        var cursors: [String?] = []
        for page in pages {
            do {
                cursors.append(try walk.accept(count: page.count, info: page.info))
            } catch {
                return .failure(error)
            }
        }
        return .success(cursors)
    }

    private func problem(_ pages: [(count: Int, info: PageInfo?)]) -> String? {
        if case .failure(let error) = walk(pages) { return error.problem }
        return nil
    }

    @Test func pagesThatAddUpEndTheWalk() throws {
        let cursors = try walk([(2, PageInfo(total: 5, nextCursor: "a")), (2, PageInfo(total: 5, nextCursor: "b")), (1, PageInfo(total: 5, nextCursor: nil))]).get()
        #expect(cursors == ["a", "b", nil])
        #expect(try walk([(7, nil)]).get() == [nil], "a whole result in one reply")
        #expect(try walk([(0, PageInfo(total: 0, nextCursor: nil))]).get() == [nil])
    }

    @Test func pageInformationThatCannotBeTrueIsNamed() {
        #expect(problem([(1, PageInfo(total: -1, nextCursor: nil))]) == "gave EventEntity.allEntities() a total of -1 items")
        #expect(
            problem([(3, PageInfo(total: 2, nextCursor: nil))])
                == "sent more items of EventEntity.allEntities() than the 2 it gave as the total (0 before a page of 3)")
        #expect(
            problem([(0, PageInfo(total: 4, nextCursor: "more"))])
                == "sent an empty page of EventEntity.allEntities() with a cursor for more, after 0 of 4 items")
        #expect(problem([(2, PageInfo(total: 4, nextCursor: nil))]) == "ended EventEntity.allEntities() after 2 of the 4 items it gave as the total")
        #expect(problem([(Int.max, PageInfo(total: Int.max, nextCursor: "a")), (1, PageInfo(total: Int.max, nextCursor: nil))]) != nil, "a sum past Int.max")
    }

    @Test(arguments: [(-5, 0), (0, 0), (10, 10), (Int.max, PageWalk.reservationLimit)])
    func reservationsAreBoundedWhateverTheTotal(_ total: Int, _ reserved: Int) {
        #expect(PageWalk.reservation(forTotal: total) == reserved)
    }
}
