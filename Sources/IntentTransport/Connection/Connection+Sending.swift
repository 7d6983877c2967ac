import Foundation
import IntentSystem
import IntentWire
import Synchronization

/// Sending requests: ids, deadlines, and how each pending request ends.
extension Connection {
    /// Sends a request and waits for its reply.
    ///
    /// When `timeout` passes without a reply the peer is sent `$/cancelRequest`
    /// and given `cancellationGrace` more to answer; either way the call fails
    /// with ``ConnectionError``: kind `timedOut` when the peer answered within
    /// the grace period, `unresponsive` when it did not.
    /// - Parameters:
    ///   - request: The request.
    ///   - id: The request's id, from ``makeRequestID()``; a fresh one when `nil`.
    ///   - timeout: How long to wait for the reply; `nil` waits as long as the connection is open.
    ///   - cancellationGrace: How long the peer has to answer after being cancelled at the timeout.
    /// - Returns: The decoded `result`.
    /// - Throws: The peer's ``ResponseError``; ``ConnectionError`` when the request could not be written
    ///   (`notDelivered`: the peer never saw it), the connection closes, or the reply is late or unusable;
    ///   `CancellationError` when the calling task is cancelled (the peer is then sent `$/cancelRequest`).
    package func send<Request: WireRequest>(
        _ request: Request, id: RequestID? = nil, timeout: Duration? = nil, cancellationGrace: Duration = .seconds(2)
    ) async throws -> Request.Response {
        // A task cancelled before it asks sends nothing: its cancellation handler would run before the request
        // was registered, find nothing to cancel, and the call would wait for the whole reply.
        try Task.checkCancellation()
        let id = id ?? makeRequestID()
        let line = try encodeRequest(request, id: id)
        // The reply is waited for as it arrived and decoded here, by the caller: a continuation of the response's
        // type made this generic code look up the metadata of the continuation and its result at every call,
        // and decoding on the reader thread kept it from reading the next caller's reply meanwhile.
        let slot = ReplySlot()
        let started = ContinuousClock.now
        var byteCount: Int?
        defer { replyWaits.withLock { $0.record(ContinuousClock.now - started, byteCount: byteCount, for: Request.method) } }
        let reply = try await withTaskCancellationHandler {
            issue(line, id: id, method: Request.method, timeout: timeout, grace: cancellationGrace) { result in
                slot.deliver(result)
            }
            // Cancelled while it was being registered and written: the handler found nothing to cancel then.
            if Task.isCancelled { cancel(id) }
            if let window = spinWindow(for: Request.method), let early = slot.spin(for: window) {
                replyWaits.withLock { $0.spunReplies += 1 }
                return try early.get()
            }
            return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ReplyResult, any Error>) in
                slot.install(continuation)
            }
        } onCancel: {
            cancel(id)
        }
        if case .text(let line, _) = reply { byteCount = line.count }
        return try decodeResult(Request.self, from: reply)
    }

    /// Sends a request and blocks the calling thread until its reply, without using Swift concurrency.
    ///
    /// For synchronous APIs (XCTest-style element queries): the reply is
    /// delivered by the reader thread, so this never waits on the cooperative
    /// thread pool. Do not call it from code the peer's answer depends on.
    /// - Throws: As ``send(_:id:timeout:cancellationGrace:)``.
    package func sendBlocking<Request: WireRequest>(_ request: Request, timeout: Duration, cancellationGrace: Duration = .seconds(2)) throws -> Request.Response {
        let id = makeRequestID()
        let line = try encodeRequest(request, id: id)
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Request.Response, any Error>?>(nil)
        issue(line, id: id, method: Request.method, timeout: timeout, grace: cancellationGrace) { result in
            outcome.withLock { $0 = result.flatMap { value in Result { try self.decodeResult(Request.self, from: value) } } }
            done.signal()
        }
        done.wait()
        return try outcome.withLock { $0! }.get()
    }

    /// How long the caller of a request may spin for its reply before suspending, if at all: only a lone request (no
    /// other caller's in flight), of a method whose replies have lately come within the window.
    ///
    /// Never on the thread that reads this connection: the reply could not be read until the caller stopped spinning.
    private func spinWindow(for method: String) -> Duration? {
        let window = spinWindow
        guard window > .zero, state.withLock({ $0.pending.count }) <= 1, !inputReader.isReadingThread else { return nil }
        return replyWaits.withLock { $0.isQuick(method, within: window) } ? window : nil
    }

    /// A fresh request id, for callers that need to know a request's id before sending it.
    package func makeRequestID() -> RequestID {
        state.withLock { state -> RequestID in
            defer { state.nextID += 1 }
            return .number(state.nextID)
        }
    }

    /// Registers a pending request, arms its timers, and writes it; `complete` is called exactly once.
    private func issue(
        _ line: [UInt8], id: RequestID, method: String, timeout: Duration?, grace: Duration,
        complete: @escaping @Sendable (Result<ReplyResult, any Error>) -> Void
    ) {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        // The deadline is set once the line is queued: armed before, it could fire first (a thread descheduled here
        // under load) and send the peer a cancellation ahead of the request it cancels.
        let registered =
            !isOutputClosed
            && state.withLock { state -> Bool in
                guard !state.closed else { return false }
                state.pending[id] = Pending(method: method, timeout: timeout, grace: grace, deadline: nil, complete: complete)
                return true
            }
        guard registered else {
            complete(.failure(ConnectionError(kind: .notDelivered, method: method, message: "the connection to \(name) is closed")))
            return
        }
        defer { queued(id, deadline: deadline) }
        // Written now when the pipe has room, else by the writer thread: a peer that is slow to read (or stopped)
        // holds neither this thread nor the deadline timer, and the request's timeout still ends the call.
        writeLine(line) { [self] written in
            guard written else {
                fail(id, with: ConnectionError(kind: .notDelivered, method: method, message: "\(name) is not reading its input (the pipe is closed), so \"\(method)\" was never delivered"))
                return
            }
            // The connection may have closed while the request was being written: it left the request to this
            // writer, which now knows that the peer got it.
            let closedMeanwhile = state.withLock { state -> Pending? in
                state.pending[id]?.isWritten = true
                return state.closed ? state.pending.removeValue(forKey: id) : nil
            }
            closedMeanwhile?.complete(.failure(Self.closedBeforeAnswering(method, name: name)))
        }
    }

    /// After a request's line is queued: arms its deadline, or sends the cancellation its caller asked for meanwhile.
    private func queued(_ id: RequestID, deadline: ContinuousClock.Instant?) {
        let (arm, cancelNow) = state.withLock { state -> (Bool, Bool) in
            if state.cancelledBeforeQueued.remove(id) != nil { return (false, true) }
            guard state.pending[id] != nil else { return (false, false) }
            state.pending[id]?.isQueued = true
            state.pending[id]?.deadline = deadline
            return (deadline != nil, false)
        }
        if cancelNow { notify(CancelRequestNotification(id: id)) }
        if arm, let deadline { deadlines.arm(for: deadline) }
    }

    /// Ends a pending request because its caller was cancelled, and asks the peer to cancel it: at once when its line
    /// is queued, else once it is (never ahead of it).
    func cancel(_ id: RequestID) {
        let (pending, isQueued) = state.withLock { state -> (Pending?, Bool) in
            guard let pending = state.pending.removeValue(forKey: id) else { return (nil, false) }
            if !pending.isQueued { state.cancelledBeforeQueued.insert(id) }
            return (pending, pending.isQueued)
        }
        guard let pending else { return }
        pending.complete(.failure(CancellationError()))
        if isQueued { notify(CancelRequestNotification(id: id)) }
    }

    /// When the deadline timer fires: ask the peer to cancel each request whose timeout passed, and give up on each
    /// that was asked and did not answer within its grace period; then arm the timer for the next deadline.
    func handleDeadlines() {
        deadlines.fired()
        let now = ContinuousClock.now
        let (cancelling, abandoned, next) = state.withLock { state -> ([RequestID], [Pending], ContinuousClock.Instant?) in
            var cancelling: [RequestID] = []
            var abandoned: [Pending] = []
            for (id, pending) in state.pending {
                guard let deadline = pending.deadline, deadline <= now else { continue }
                if pending.cancelledAfterTimeout == nil, let timeout = pending.timeout {
                    state.pending[id]?.cancelledAfterTimeout = timeout
                    state.pending[id]?.deadline = now + pending.grace
                    cancelling.append(id)
                } else {
                    state.pending[id] = nil
                    abandoned.append(pending)
                }
            }
            return (cancelling, abandoned, state.pending.values.compactMap(\.deadline).min())
        }
        if let next { deadlines.arm(for: next) }
        for id in cancelling { notify(CancelRequestNotification(id: id)) }
        for pending in abandoned {
            let timeout = pending.cancelledAfterTimeout ?? pending.timeout ?? .zero
            pending.complete(
                .failure(
                    ConnectionError(
                        kind: .unresponsive, method: pending.method,
                        message: "\(name) did not answer \"\(pending.method)\" within \(timeout), nor within \(pending.grace) of being asked to cancel it")))
        }
    }

    /// The error of a request the peer got but did not answer before its end closed.
    static func closedBeforeAnswering(_ method: String, name: String) -> ConnectionError {
        ConnectionError(kind: .closed, method: method, message: "\(name) closed the connection before answering \"\(method)\"")
    }

    /// Ends a pending request with `error`; `false` when it had ended already.
    @discardableResult
    func fail(_ id: RequestID, with error: any Error) -> Bool {
        guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return false }
        pending.complete(.failure(error))
        return true
    }
}
