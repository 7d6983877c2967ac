import Foundation
import IntentJSON
import IntentSystem
import IntentWire
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
    private let router: RequestRouter
    private let closesInputAtEnd: Bool
    let state: Mutex<State>
    /// How many of the peer's requests are answered at once unless told otherwise: far more than a test sends, few
    /// enough that a client sending without end cannot make the app hold its requests without end.
    package static let defaultMaximumRequestsInFlight = 4_096

    /// Writes lines to the output, in order, without making callers wait for a peer that is slow to read.
    let writer: LineWriter
    /// Armed for the earliest deadline of the requests waiting for a reply.
    let deadlines = DeadlineTimer()
    /// How long replies have lately taken, by method: whether a caller spins for its reply (see ``ReplySlot``).
    let replyWaits = Mutex(ReplyWaits())
    /// The longest a lone caller waits for a quick reply without suspending, and the reader for the next message
    /// without sleeping; zero never does.
    package let spinWindow: Duration
    /// The most requests from the peer answered at once; one more is refused with `tooManyRequests`.
    package let maximumRequestsInFlight: Int
    /// Reads the input, and runs lone incoming requests' tasks on the thread that read them.
    let inputReader: InputReader
    /// Whether ``inputReader`` is another input's, reading this one beside it.
    let readsOnSharedReader: Bool

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
        /// Whether the request's line is queued for writing (or written): only then may a cancellation follow it on
        /// the wire, and only then is its deadline armed.
        var isQueued = false
        let complete: @Sendable (Result<ReplyResult, any Error>) -> Void
    }

    struct State {
        var nextID = 1
        var framer: LineFramer
        var pending: [RequestID: Pending] = [:]
        /// Requests whose caller was cancelled before their line was queued: the cancellation is sent once it is.
        var cancelledBeforeQueued: Set<RequestID> = []
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
    ///   - spin: The longest a lone caller of ``send(_:id:timeout:cancellationGrace:)`` waits for a quick reply
    ///     without suspending (see ``ReplySlot``), and the reader for the next message without sleeping (see
    ///     ``InputReader``); `INTENTKIT_SPIN`'s, else 200 µs, when `nil`.
    ///   - maximumRequestsInFlight: The most requests from the peer answered at once; more are refused.
    ///   - sharedReader: A reader of another input that reads this connection's input too, on its thread (see
    ///     ``InputReader/addSource(fd:onChunk:onEnd:)``); the connection has a reader of its own when `nil`.
    package init(
        name: String, input: Int32, output: Int32, router: RequestRouter = RequestRouter(), closesInputAtEnd: Bool = false,
        maximumMessageLength: Int = LineFramer.defaultMaximumLineLength, spin: Duration? = nil,
        maximumRequestsInFlight: Int = Connection.defaultMaximumRequestsInFlight, sharedReader: InputReader? = nil
    ) {
        self.maximumRequestsInFlight = maximumRequestsInFlight
        self.spinWindow = spin ?? IntentKitEnvironment.spinWindow()
        self.inputReader = sharedReader ?? InputReader(fd: input, spinWindow: spinWindow)
        self.readsOnSharedReader = sharedReader != nil
        self.name = name
        self.inputFD = input
        self.writer = LineWriter(fd: output)
        self.router = router
        self.closesInputAtEnd = closesInputAtEnd
        self.maximumMessageLength = maximumMessageLength
        self.state = Mutex(State(framer: LineFramer(maximumLineLength: maximumMessageLength)))
        FileDescriptorIO.ignoreBrokenPipeSignals()
        deadlines.start { [weak self] in self?.handleDeadlines() }
    }

    /// Starts reading.
    /// - Parameter onClose: Called once when the input reaches end of file; requests
    ///   received before then keep running (see ``drainIncoming()``).
    package func start(onClose: (@Sendable () -> Void)? = nil) {
        state.withLock { $0.onClose = onClose }
        let onChunk: @Sendable (ArraySlice<UInt8>) -> Void = { [self] chunk in receive(chunk) }
        let onEnd: @Sendable () -> Void = { [self] in
            if closesInputAtEnd { close(inputFD) }
            closeDown()
        }
        if readsOnSharedReader {
            inputReader.addSource(fd: inputFD, onChunk: onChunk, onEnd: onEnd)
        } else {
            inputReader.start(onChunk: onChunk, onEnd: onEnd)
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
    /// lets a late write reach whatever file reuses its number. Lines already sent are written first: the
    /// descriptor closes once the last of them is in the pipe.
    package func closeOutput() {
        writer.close()
    }

    /// Waits until every line sent so far is in the pipe, or `limit` passes; `false` when it passed first.
    ///
    /// For a process about to exit, whose last replies may still be on their way to a slow reader.
    package func waitUntilWritten(upTo limit: Duration) -> Bool {
        writer.waitUntilWritten(upTo: limit)
    }

    /// Whether the peer's end has closed.
    package var isClosed: Bool { state.withLock { $0.closed } }

    /// Whether this side has closed its output (``closeOutput()``); nothing can be sent any more.
    package var isOutputClosed: Bool { writer.isClosed }

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
                } else if let request = CanonicalRequest(bytes),
                    let prepared = bytes.withUnsafeBufferPointer({ router.prepare(request.method, params: .text(UnsafeBufferPointer(rebasing: $0[request.params]))) })
                {
                    handleRequest(id: request.id, method: request.method, answer: prepared)
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
            handleRequest(id: id, method: method, answer: router.prepare(method, params: .tree(params)))
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

    /// Admits a request and answers it in its own task; `answer` is `nil` for a method with no handler.
    private func handleRequest(id: RequestID, method: String, answer: RequestRouter.PreparedRequest?) {
        // Admit under the lock, but create the task outside it: creating a task wakes a worker thread, which
        // then contended for this lock with the reader (profiles showed the reply path spinning in it).
        var busy = false
        let admitted = state.withLock { locked -> (serial: Int, refusal: ResponseError?)? in
            if id != .null, locked.incomingSerials[id] != nil { return nil }
            guard locked.incoming.count + locked.unregistered.count < maximumRequestsInFlight else {
                busy = true
                return nil
            }
            let serial = locked.nextSerial
            locked.nextSerial += 1
            let refusal = locked.refusal
            if refusal == nil, let closing = router.intakeClosingError(for: method) { locked.refusal = closing }
            if id != .null { locked.incomingSerials[id] = serial }
            locked.unregistered.insert(serial)
            return (serial, refusal)
        }
        guard let (serial, refusal) = admitted else {
            if busy {
                // Answered from the reading thread, which waits here if the client reads no replies either: a client
                // that only sends is slowed to its own pace instead of making the app hold its requests.
                reply(
                    id: id,
                    error: ResponseError(
                        code: .invalidRequest,
                        message:
                            "\(maximumRequestsInFlight) requests are in flight, as many as this side takes at once; wait for replies before sending \"\(method.truncatedForMessages)\" again",
                        data: ErrorDetails(kind: .tooManyRequests, name: method)))
            } else {
                reply(id: id, error: .invalidRequest("request id \(id.description.truncatedForMessages) is already in use by a request in flight", kind: .duplicateID))
            }
            return
        }
        let hooks = ReplyHooks()
        let context = RequestContext(connection: self, id: id, serial: serial, hooks: hooks)
        // A lone request runs on the thread that read it, once the chunk is handed out; concurrent ones would only
        // be passed on from there to the shared pool.
        let lone = state.withLock { $0.incoming.isEmpty && $0.unregistered.count <= 1 }
        let task = Task(executorPreference: lone ? inputReader : globalConcurrentExecutor) { [self, router] in
            let result: Result<RequestRouter.EncodedResult, ResponseError>
            if let refusal {
                result = .failure(refusal)
            } else if let answer {
                result = await answer(context)
            } else {
                result = .failure(.methodNotFound(method, available: router.methods))
            }
            // The id is free again before the peer can read the reply: a client may send its next request under
            // the same id as soon as it has the reply, and one that did was refused as a duplicate now and then
            // (92 of 3,108 requests when the app ran under valgrind).
            state.withLock { state in
                if state.incomingSerials[id] == serial { state.incomingSerials[id] = nil }
            }
            // Work to do after the reply (exiting after `shutdown`) waits until it is in the pipe.
            let afterReply = hooks.isEmpty ? nil : hooks.runWhenWritten
            switch result {
            case .success(let value): replySuccess(id: id, result: value, method: method, onWritten: afterReply)
            case .failure(let error): reply(id: id, error: error, onWritten: afterReply)
            }
            state.withLock { state in
                if state.incoming.removeValue(forKey: serial) == nil, state.unregistered.contains(serial) {
                    state.finishedBeforeRegistration.insert(serial)
                }
            }
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
            let notification = try? CancelRequestNotification.read(from: params)
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
}
