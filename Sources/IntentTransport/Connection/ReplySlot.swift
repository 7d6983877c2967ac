import Foundation
import IntentSystem
import IntentWire
import Synchronization

/// Where one request's reply is handed from the reader thread to its caller, who may spin for it briefly first.
///
/// A caller that suspends is resumed by the reader thread through Swift's shared pool: the pool wakes a parked
/// thread, and on a VM a thread woken on the other, idle virtual CPU takes far longer than one woken on the same
/// core (see PERFORMANCE.md). A lone caller whose replies come quickly spins for the reply instead, for at most
/// the connection's spin window (`INTENTKIT_SPIN`, 200 µs by default), then suspends as before. The spin
/// holds a thread of the shared pool, so it is kept short, and only a caller with no other request in flight on
/// the connection, of a method whose replies have lately come within the window, spins.
final class ReplySlot: Sendable {
    private enum State {
        case waiting
        case arrived(Result<ReplyResult, any Error>)
        case suspended(CheckedContinuation<ReplyResult, any Error>)
        case taken
    }

    private let state = Mutex(State.waiting)
    private let hasArrived = Atomic(false)

    /// Hands over the reply (or the request's failure); called exactly once, from any thread.
    func deliver(_ result: Result<ReplyResult, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<ReplyResult, any Error>? in
            if case .suspended(let continuation) = state {
                state = .taken
                return continuation
            }
            state = .arrived(result)
            return nil
        }
        hasArrived.store(true, ordering: .releasing)
        continuation?.resume(with: result)
    }

    /// Waits for the reply without suspending, for at most `window`, yielding the CPU to any other runnable thread
    /// as it goes; `nil` when the reply did not come in time (then ``install(_:)`` a continuation).
    func spin(for window: Duration) -> Result<ReplyResult, any Error>? {
        guard SpinWait.until(hasArrived, for: window) else { return nil }
        return state.withLock { state in
            guard case .arrived(let result) = state else { return nil }
            state = .taken
            return result
        }
    }

    /// Suspends the caller: `continuation` is resumed with the reply, at once if it has arrived.
    func install(_ continuation: CheckedContinuation<ReplyResult, any Error>) {
        let arrived = state.withLock { state -> Result<ReplyResult, any Error>? in
            if case .arrived(let result) = state {
                state = .taken
                return result
            }
            state = .suspended(continuation)
            return nil
        }
        if let arrived { continuation.resume(with: arrived) }
    }
}

/// How long each method's replies have lately taken on a connection, to spin only where it pays.
struct ReplyWaits: Sendable {
    /// How many replies callers took by spinning, for tests.
    var spunReplies = 0
    /// From this size on a reply keeps its reader busy for a while: after one, neither side spins for the next
    /// message (a page of about 40 CometCal events; reading it, the client needs both cores of a small machine).
    static let largeReplyBytes = 32 * 1024

    /// A moving average of each method's waits, three quarters the last average and a quarter the new wait.
    private var averages: [String: Duration] = [:]
    /// The methods whose last reply was large.
    private var lastReplyWasLarge: Set<String> = []

    /// Whether `method`'s replies have lately come within `window`, and its last was not large; a method not sent
    /// yet is given the chance.
    func isQuick(_ method: String, within window: Duration) -> Bool {
        (averages[method] ?? .zero) <= window && !lastReplyWasLarge.contains(method)
    }

    /// Records how long a reply to `method` took, and how large it was (`nil` when not known).
    mutating func record(_ wait: Duration, byteCount: Int?, for method: String) {
        averages[method] = averages[method].map { ($0 * 3 + wait) / 4 } ?? wait
        if let byteCount, byteCount >= Self.largeReplyBytes {
            lastReplyWasLarge.insert(method)
        } else {
            lastReplyWasLarge.remove(method)
        }
    }
}
