import Synchronization
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// The page asked for ahead follows the cursor a page's text ends with, and a cancelled reader asks for no more.
@Suite struct PagesAheadTests {
    /// A fetch that records the cursors it is asked for and answers a page naming the cursor.
    private final class Recorder: Sendable {
        let cursors = Mutex<[String?]>([])
        func fetch(_ request: PageRequest, _ peek: ((UnsafeBufferPointer<UInt8>) -> Void)?) async throws -> ([String], PageInfo?) {
            cursors.withLock { $0.append(request.cursor) }
            try Task.checkCancellation()
            return (["item after \(request.cursor ?? "start")"], PageInfo(total: 3, nextCursor: nil))
        }
    }

    private func text(_ cursor: String) -> [UInt8] {
        Array(#"{"entities":[],"page":{"total":3,"nextCursor":"\#(cursor)"}}"#.utf8)
    }

    @Test func asksForThePageTheTextNames() async throws {
        let recorder = Recorder()
        let ahead = PagesAhead<String>(pageSize: 10, fetch: recorder.fetch)
        text("C2").withUnsafeBufferPointer { ahead.peek($0) }
        let page = try #require(ahead.take())
        #expect(page.cursor == "C2")
        #expect(try await page.task.value.0 == ["item after C2"])
        #expect(recorder.cursors.withLock { $0 } == ["C2"])
        #expect(ahead.take() == nil, "the page ahead is handed over once")
    }

    @Test func aCancelledReaderAsksForNoMore() async throws {
        let recorder = Recorder()
        let ahead = PagesAhead<String>(pageSize: 10, fetch: recorder.fetch)
        ahead.cancel()
        text("C2").withUnsafeBufferPointer { ahead.peek($0) }
        #expect(ahead.take() == nil)
        // The last page (no cursor) and text of another form ask for nothing either.
        let other = PagesAhead<String>(pageSize: 10, fetch: recorder.fetch)
        Array(#"{"entities":[],"page":{"total":3}}"#.utf8).withUnsafeBufferPointer { other.peek($0) }
        #expect(other.take() == nil)
        #expect(recorder.cursors.withLock { $0 }.isEmpty)
    }
}
