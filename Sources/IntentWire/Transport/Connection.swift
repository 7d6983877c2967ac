import Foundation
import Synchronization

/// One end of a JSON-RPC connection over a pair of file descriptors, with requests in both directions.
///
/// Outgoing requests are multiplexed by id: any number may be in flight and
/// each `send` resumes when its reply arrives. Incoming requests are answered
/// by the ``RequestRouter``, each in its own task. The rules every message
/// follows are ``IncomingMessage``'s: each request gets exactly one reply with
/// its id echoed exactly, garbage gets one error reply, and a message without
/// a method is never answered. When the peer closes its end, every pending
/// request fails with ``ConnectionError``.
package final class Connection: Sendable {
    /// The peer's name, for messages such as "com.example.CometCal did not answer …".
    package let name: String
    /// The largest message accepted or sent, in bytes.
    package let maximumMessageLength: Int
    private let inputFD: Int32
    let outputFD: Int32
    private let router: RequestRouter
    private let closesInputAtEnd: Bool
    let state: Mutex<State>
    /// Guards writes; `true` once the output is closed, after which writes are dropped
    /// (the descriptor number may already belong to another file).
    let writeLock = Mutex(false)
    /// Armed for the earliest deadline of the requests waiting for a reply.
    private let deadlines = DeadlineTimer()

    struct Pending {
        let method: String
        /// Set once the timeout passed and `$/cancelRequest` was sent.
        var cancelledAfterTimeout: Duration?
        /// How long the peer has to answer, and how long after being asked to cancel; `nil`: as long as the connection is open.
        let timeout: Duration?
        let grace: Duration
        /// When the timeout (then the grace period) runs out.
        var deadline: ContinuousClock.Instant?
        /// Whether the request was written in full: until then, the peer cannot have acted on it.
        var isWritten = false
        let complete: @Sendable (Result<ReplyResult, any Error>) -> Void
    }

    struct State {
        var nextID = 1
        var framer: LineFramer
        var pending: [RequestID: Pending] = [:]
        var incoming: [Int: Task<Void, Never>] = [:]
        /// Requests admitted whose task the reader has not registered in `incoming` yet.
        var unregistered: Set<Int> = []
        /// Of those, the ones whose task already finished (it must not be registered after all).
        var finishedBeforeRegistration: Set<Int> = []
        var incomingSerials: [RequestID: Int] = [:]
        var nextSerial = 0
        var refusal: ResponseError?
        var closed = false
        var onClose: (@Sendable () -> Void)?
        var traffic = TrafficLog()
    }

    /// Creates a connection; call ``start(onClose:)`` to begin reading.
    /// - Parameters:
    ///   - name: The peer's name, for messages.
    ///   - input: The descriptor to read messages from.
    ///   - output: The descriptor to write messages to.
    ///   - router: The handlers for requests the peer sends.
    ///   - closesInputAtEnd: Whether to close `input` once it reaches end of file (the connection owns it).
    ///   - maximumMessageLength: The largest message read or written, in bytes (64 MiB by default).
    package init(
        name: String, input: Int32, output: Int32, router: RequestRouter = RequestRouter(), closesInputAtEnd: Bool = false,
        maximumMessageLength: Int = LineFramer.defaultMaximumLineLength
    ) {
        self.name = name
        self.inputFD = input
        self.outputFD = output
        self.router = router
        self.closesInputAtEnd = closesInputAtEnd
        self.maximumMessageLength = maximumMessageLength
        self.state = Mutex(State(framer: LineFramer(maximumLineLength: maximumMessageLength)))
        FileDescriptorIO.ignoreBrokenPipeSignals()
        deadlines.start { [weak self] in self?.handleDeadlines() }
    }

    /// Starts the reader thread.
    /// - Parameter onClose: Called once when the input reaches end of file; requests
    ///   received before then keep running (see ``drainIncoming()``).
    package func start(onClose: (@Sendable () -> Void)? = nil) {
        state.withLock { $0.onClose = onClose }
        FileDescriptorIO.startReader(
            fd: inputFD, name: "IntentWire reader \(name)",
            onChunk: { [self] chunk in receive(chunk) },
            onEnd: { [self] in
                if closesInputAtEnd { close(inputFD) }
                closeDown()
            })
    }

    // MARK: - Sending requests

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
        let id = id ?? makeRequestID()
        let line = try encodeRequest(request, id: id)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Request.Response, any Error>) in
                issue(line, id: id, method: Request.method, timeout: timeout, grace: cancellationGrace) { result in
                    continuation.resume(with: result.flatMap { value in Result { try self.decodeResult(Request.self, from: value) } })
                }
            }
        } onCancel: {
            if fail(id, with: CancellationError()) { notify(CancelRequestNotification(id: id)) }
        }
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
        let registered =
            !isOutputClosed
            && state.withLock { state -> Bool in
                guard !state.closed else { return false }
                state.pending[id] = Pending(method: method, timeout: timeout, grace: grace, deadline: deadline, complete: complete)
                return true
            }
        guard registered else {
            complete(.failure(ConnectionError(kind: .notDelivered, method: method, message: "the connection to \(name) is closed")))
            return
        }
        if let deadline { deadlines.arm(for: deadline) }
        guard writeLine(line) else {
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

    /// When the deadline timer fires: ask the peer to cancel each request whose timeout passed, and give up on each
    /// that was asked and did not answer within its grace period; then arm the timer for the next deadline.
    private func handleDeadlines() {
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

    // MARK: - Serving requests

    /// Waits until every request received so far has been answered.
    ///
    /// Call it after the input closed to finish in-flight work before exiting:
    /// `printf '<request>\n' | App --serve` still gets its reply.
    package func drainIncoming() async {
        await drainIncoming(except: nil)
    }

    /// Waits until every request received so far, except the one `context` answers, has been answered.
    package func drainIncoming(except context: RequestContext?) async {
        while true {
            let (tasks, registering) = state.withLock { state in
                (state.incoming.filter { $0.key != context?.serial }.map(\.value), state.unregistered.contains { $0 != context?.serial })
            }
            if tasks.isEmpty {
                guard registering else { return }
                // The reader is between admitting a request and registering its task: a moment.
                await Task.yield()
                continue
            }
            for task in tasks { await task.value }
        }
    }

    /// Closes the output descriptor (the peer sees end of file); later writes are dropped.
    ///
    /// Close a peer's input only through here: closing the descriptor elsewhere
    /// lets a late write reach whatever file reuses its number.
    package func closeOutput() {
        writeLock.withLock { closed in
            guard !closed else { return }
            close(outputFD)
            closed = true
        }
    }

    /// Whether the peer's end has closed.
    package var isClosed: Bool { state.withLock { $0.closed } }

    /// Whether this side has closed its output (``closeOutput()``); nothing can be sent any more.
    package var isOutputClosed: Bool { writeLock.withLock { $0 } }

    /// The last messages sent and received, oldest first, each prefixed `→` (sent) or `←` (received).
    package func recentTraffic() -> [String] {
        state.withLock { $0.traffic.entries }
    }

    // MARK: - Receiving

    private func receive(_ chunk: ArraySlice<UInt8>) {
        let events = state.withLock { $0.framer.append(chunk) }
        for event in events {
            switch event {
            case .line(let bytes):
                record("←", bytes)
                if let reply = CanonicalReply(bytes) {
                    handleResponse(id: reply.id, outcome: .result(.text(line: bytes, result: reply.result)))
                } else {
                    dispatch(IncomingMessage.classify(bytes))
                }
            case .oversized(let length, let prefix):
                record("←", prefix + Array("… (\(length) bytes in all)".utf8))
                dispatch(IncomingMessage.classifyOversized(length: length, prefix: prefix, limit: maximumMessageLength))
            }
        }
    }

    private func dispatch(_ message: IncomingMessage) {
        switch message {
        case .request(let id, let method, let params):
            handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params):
            handleNotification(method: method, params: params)
        case .response(let id, let outcome):
            switch outcome {
            case .result(let value): handleResponse(id: id, outcome: .result(.tree(value)))
            case .error(let error): handleResponse(id: id, outcome: .error(error))
            case .malformed(let problem): handleResponse(id: id, outcome: .malformed(problem))
            }
        case .invalid(let id, let error):
            reply(id: id, error: error)
        case .ignored:
            break
        }
    }

    private func handleResponse(id: RequestID, outcome: ReplyOutcome) {
        let pending = state.withLock { state in
            state.pending.removeValue(forKey: id) ?? state.pending.removeValue(forKey: id.normalized)
        }
        guard let pending else { return }
        if let timeout = pending.cancelledAfterTimeout {
            pending.complete(
                .failure(
                    ConnectionError(
                        kind: .timedOut, method: pending.method,
                        message: "\(name) did not answer \"\(pending.method)\" within \(timeout); it was asked to cancel and answered")))
            return
        }
        switch outcome {
        case .result(let value): pending.complete(.success(value))
        case .error(let error): pending.complete(.failure(error))
        case .malformed(let problem):
            pending.complete(.failure(ConnectionError(kind: .malformed, method: pending.method, message: "\(name) answered \"\(pending.method)\" unusably: \(problem)")))
        }
    }

    private func handleRequest(id: RequestID, method: String, params: JSONValue?) {
        // Admit under the lock, but create the task outside it: creating a task wakes a worker thread, which
        // then contended for this lock with the reader (profiles showed the reply path spinning in it).
        let admitted = state.withLock { locked -> (serial: Int, refusal: ResponseError?)? in
            if id != .null, locked.incomingSerials[id] != nil { return nil }
            let serial = locked.nextSerial
            locked.nextSerial += 1
            let refusal = locked.refusal
            if refusal == nil, let closing = router.intakeClosingError(for: method) { locked.refusal = closing }
            if id != .null { locked.incomingSerials[id] = serial }
            locked.unregistered.insert(serial)
            return (serial, refusal)
        }
        guard let (serial, refusal) = admitted else {
            reply(id: id, error: .invalidRequest("request id \(id.description.truncatedForMessages) is already in use by a request in flight", kind: .duplicateID))
            return
        }
        let hooks = ReplyHooks()
        let context = RequestContext(connection: self, id: id, serial: serial, hooks: hooks)
        let task = Task { [self, router] in
            let result: Result<RequestRouter.EncodedResult, ResponseError>
            if let refusal {
                result = .failure(refusal)
            } else if let handler = router.handler(for: method) {
                result = await handler(params, context)
            } else {
                result = .failure(.methodNotFound(method, available: router.methods))
            }
            switch result {
            case .success(let value): replySuccess(id: id, result: value, method: method)
            case .failure(let error): reply(id: id, error: error)
            }
            state.withLock { state in
                if state.incoming.removeValue(forKey: serial) == nil, state.unregistered.contains(serial) {
                    state.finishedBeforeRegistration.insert(serial)
                }
                if state.incomingSerials[id] == serial { state.incomingSerials[id] = nil }
            }
            hooks.run()
        }
        state.withLock { state in
            state.unregistered.remove(serial)
            if state.finishedBeforeRegistration.remove(serial) == nil { state.incoming[serial] = task }
        }
    }

    private func handleNotification(method: String, params: JSONValue?) {
        if let handler = router.notificationHandler(for: method) {
            handler(params)
            return
        }
        guard method == CancelRequestNotification.method, let params,
            let notification = try? JSONValueDecoder.decode(CancelRequestNotification.self, from: params)
        else { return }
        let task = state.withLock { state in state.incomingSerials[notification.id].flatMap { state.incoming[$0] } }
        task?.cancel()
    }

    /// Fails every request the peer got and can no longer answer; those still being written are left to their
    /// writers, who learn whether the peer got them (a peer that died first never did: `notDelivered`).
    private func closeDown() {
        let (written, onClose) = state.withLock { state in
            state.closed = true
            let written = state.pending.filter(\.value.isWritten)
            for id in written.keys { state.pending[id] = nil }
            defer { state.onClose = nil }
            return (Array(written.values), state.onClose)
        }
        for request in written {
            request.complete(.failure(Self.closedBeforeAnswering(request.method, name: name)))
        }
        onClose?()
    }

    private static func closedBeforeAnswering(_ method: String, name: String) -> ConnectionError {
        ConnectionError(kind: .closed, method: method, message: "\(name) closed the connection before answering \"\(method)\"")
    }

    @discardableResult
    private func fail(_ id: RequestID, with error: any Error) -> Bool {
        guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return false }
        pending.complete(.failure(error))
        return true
    }
}
