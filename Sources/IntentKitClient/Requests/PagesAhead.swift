import IntentWire
import Synchronization

/// The page after one being read, asked for as soon as that one's text arrived.
///
/// Reading a page's entities takes the client about as long as the app takes to write the next; asking for
/// the next page only after reading this one left each side waiting for the other. The cursor comes from the
/// end of the page's text (``TrailingCursor``) before the page is read; the reader checks it against the
/// cursor the page turns out to hold, and cancels a guess that was wrong.
final class PagesAhead<Item: Sendable>: Sendable {
    /// A page asked for ahead: the cursor guessed, the request, and where the page after it will be held.
    struct Page: Sendable {
        let cursor: String
        let task: Task<([Item], PageInfo?), any Error>
        let after: PagesAhead<Item>

        /// Cancels the request and anything it asked for in turn.
        func cancel() {
            task.cancel()
            after.cancel()
        }
    }

    private let pageSize: Int
    private let fetch: @Sendable (PageRequest, ((UnsafeBufferPointer<UInt8>) -> Void)?) async throws -> ([Item], PageInfo?)
    private let state = Mutex<(page: Page?, cancelled: Bool)>((nil, false))

    init(pageSize: Int, fetch: @escaping @Sendable (PageRequest, ((UnsafeBufferPointer<UInt8>) -> Void)?) async throws -> ([Item], PageInfo?)) {
        self.pageSize = pageSize
        self.fetch = fetch
    }

    /// Shown a page's text as it arrives: asks for the page its trailing cursor names.
    var peek: (UnsafeBufferPointer<UInt8>) -> Void {
        { [self] text in
            guard let cursor = TrailingCursor.nextCursor(in: text) else { return }
            let after = PagesAhead(pageSize: pageSize, fetch: fetch)
            let request = PageRequest(limit: pageSize, cursor: cursor)
            let fetch = fetch
            state.withLock { state in
                guard !state.cancelled, state.page == nil else { return }
                state.page = Page(cursor: cursor, task: Task { try await fetch(request, after.peek) }, after: after)
            }
        }
    }

    /// The page asked for ahead, if any, which the caller now owns.
    func take() -> Page? {
        state.withLock { state in
            defer { state.page = nil }
            return state.page
        }
    }

    /// Cancels the page asked for ahead and stops asking for more.
    func cancel() {
        let page = state.withLock { state -> Page? in
            state.cancelled = true
            defer { state.page = nil }
            return state.page
        }
        page?.cancel()
    }
}
