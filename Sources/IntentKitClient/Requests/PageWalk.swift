import IntentWire

/// The pages of one result, checked as they arrive: an app's page information is input like any other.
///
/// Without the checks, an app whose every page came with a cursor for more (an empty page, say) kept the walk
/// going forever, each request well within its timeout, and a `total` of 2^62 made collecting the result reserve
/// memory for that many items, which crashed the test process.
struct PageWalk {
    /// The most items a collected result reserves room for at once, whatever total the app gives.
    static let reservationLimit = 1 << 20

    /// The request, as errors name it.
    let subject: String
    /// How many items the pages so far held.
    private(set) var received = 0

    /// Takes one page's size and information.
    /// - Returns: The cursor for the next page; `nil` when this page was the last.
    /// - Throws: ``PageWalkError`` when the information cannot be true: a negative total, more items than the
    ///   total, a cursor after an empty page, or a last page before the total was reached.
    mutating func accept(count: Int, info: PageInfo?) throws(PageWalkError) -> String? {
        guard let info else {
            // The app answered with the whole result.
            received += count
            return nil
        }
        guard info.total >= 0 else { throw PageWalkError("gave \(subject) a total of \(info.total) items") }
        let (sum, overflow) = received.addingReportingOverflow(count)
        guard !overflow, sum <= info.total else {
            throw PageWalkError("sent more items of \(subject) than the \(info.total) it gave as the total (\(received) before a page of \(count))")
        }
        received = sum
        if let cursor = info.nextCursor {
            guard count > 0 else { throw PageWalkError("sent an empty page of \(subject) with a cursor for more, after \(received) of \(info.total) items") }
            return cursor
        }
        guard received == info.total else {
            throw PageWalkError("ended \(subject) after \(received) of the \(info.total) items it gave as the total")
        }
        return nil
    }

    /// How many items to reserve room for, for a result whose first page says it has `total`.
    static func reservation(forTotal total: Int) -> Int { max(0, min(total, reservationLimit)) }
}

/// Page information that cannot be true; the session reports it as the app breaking the protocol.
struct PageWalkError: Error {
    /// What the app did, after "the app": `sent an empty page of … with a cursor for more`.
    let problem: String

    init(_ problem: String) { self.problem = problem }
}
