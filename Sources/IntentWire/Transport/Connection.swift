import Foundation
import Synchronization

/// One end of a JSON-RPC connection over a pair of file descriptors, with requests in both directions.
///
/// Outgoing requests are multiplexed by id: any number may be in flight and
/// each `send` resumes when its reply arrives. Incoming requests are answered
/// by the ``RequestRouter``, each in its own task, and every incoming message
/// gets exactly one reply, including garbage (a parse error or invalid request
/// with a `null` id). When the peer closes its end, every pending request fails
/// with ``ConnectionError``.
public final class Connection: Sendable {
    /// The peer's name, for messages such as "com.example.CometCal did not answer …".
    public let name: String
    private let inputFD: Int32
    private let outputFD: Int32
    private let router: RequestRouter
    private let closesInputAtEnd: Bool
    private let state = Mutex(State())
    /// Guards writes; `true` once the output is closed, after which writes are dropped
    /// (the descriptor number may already belong to another file).
    private let writeLock = Mutex(false)

    private struct Pending {
        let method: String
        let complete: @Sendable (Result<Data, any Error>) -> Void
    }

    private struct State {
        var nextID = 1
        var framer = LineFramer()
        var pending: [RequestID: Pending] = [:]
        var incoming: [RequestID: Task<Void, Never>] = [:]
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
    public init(name: String, input: Int32, output: Int32, router: RequestRouter = RequestRouter(), closesInputAtEnd: Bool = false) {
        self.name = name
        self.inputFD = input
        self.outputFD = output
        self.router = router
        self.closesInputAtEnd = closesInputAtEnd
    }

    /// Starts the reader thread.
    /// - Parameter onClose: Called once when the input reaches end of file; requests
    ///   received before then keep running (see ``drainIncoming()``).
    public func start(onClose: (@Sendable () -> Void)? = nil) {
        state.withLock { $0.onClose = onClose }
        FileDescriptorIO.startReader(
            fd: inputFD, name: "IntentWire reader \(name)",
            onChunk: { [self] chunk in receive(chunk) },
            onEnd: { [self] in
                if closesInputAtEnd { close(inputFD) }
                closeDown()
            })
    }

    /// Sends a request and waits for its reply.
    /// - Parameters:
    ///   - request: The request.
    ///   - id: The request's id, from ``makeRequestID()``; a fresh one when `nil`.
    ///   - timeout: How long to wait for the reply; `nil` waits as long as the connection is open.
    /// - Returns: The decoded `result`.
    /// - Throws: The peer's ``ResponseError``; ``ConnectionError`` when the connection closes or the reply is late;
    ///   `CancellationError` when the calling task is cancelled (the peer is then sent `$/cancelRequest`).
    public func send<Request: WireRequest>(_ request: Request, id: RequestID? = nil, timeout: Duration? = nil) async throws -> Request.Response {
        let id = id ?? makeRequestID()
        let line = try encodeLine(RequestEnvelope(id: id, method: Request.method, params: request), method: Request.method)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Request.Response, any Error>) in
                let pending = Pending(method: Request.method) { result in
                    continuation.resume(with: result.flatMap { data in
                        Result { try Self.decodeReply(Request.self, from: data) }
                    })
                }
                let registered = state.withLock { state -> Bool in
                    guard !state.closed else { return false }
                    state.pending[id] = pending
                    return true
                }
                guard registered else {
                    pending.complete(.failure(ConnectionError(kind: .closed, method: Request.method, message: "the connection to \(name) is closed")))
                    return
                }
                if let timeout {
                    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
                    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                        fail(id, with: ConnectionError(
                            kind: .timedOut, method: Request.method,
                            message: "\(name) did not answer \"\(Request.method)\" within \(timeout)"))
                    }
                }
                writeLine(line)
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
    /// - Throws: As ``send(_:id:timeout:)``; ``ConnectionError`` with kind `timedOut` after `timeout`.
    public func sendBlocking<Request: WireRequest>(_ request: Request, timeout: Duration) throws -> Request.Response {
        let id = makeRequestID()
        let line = try encodeLine(RequestEnvelope(id: id, method: Request.method, params: request), method: Request.method)
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Request.Response, any Error>?>(nil)
        let pending = Pending(method: Request.method) { result in
            outcome.withLock { $0 = result.flatMap { data in Result { try Self.decodeReply(Request.self, from: data) } } }
            done.signal()
        }
        let registered = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.pending[id] = pending
            return true
        }
        guard registered else { throw ConnectionError(kind: .closed, method: Request.method, message: "the connection to \(name) is closed") }
        writeLine(line)
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if done.wait(timeout: .now() + seconds) == .timedOut {
            fail(id, with: ConnectionError(kind: .timedOut, method: Request.method, message: "\(name) did not answer \"\(Request.method)\" within \(timeout)"))
            done.wait()
        }
        return try outcome.withLock { $0! }.get()
    }

    /// A fresh request id, for callers that need to know a request's id before sending it.
    public func makeRequestID() -> RequestID {
        state.withLock { state -> RequestID in
            defer { state.nextID += 1 }
            return .number(state.nextID)
        }
    }

    /// Sends a notification, which gets no reply.
    public func notify<Notification: WireNotification>(_ notification: Notification) {
        guard let line = try? encodeLine(NotificationEnvelope(method: Notification.method, params: notification), method: Notification.method) else { return }
        writeLine(line)
    }

    /// The last messages sent and received, oldest first, each prefixed `→` (sent) or `←` (received).
    public func recentTraffic() -> [String] {
        state.withLock { $0.traffic.entries }
    }

    /// Waits until every request received so far has been answered.
    ///
    /// Call it after the input closed to finish in-flight work before exiting:
    /// `printf '<request>\n' | App --serve` still gets its reply.
    public func drainIncoming() async {
        while true {
            let tasks = state.withLock { Array($0.incoming.values) }
            if tasks.isEmpty { return }
            for task in tasks { await task.value }
        }
    }

    /// Closes the output descriptor (the peer sees end of file); later writes are dropped.
    ///
    /// Close a peer's input only through here: closing the descriptor elsewhere
    /// lets a late write reach whatever file reuses its number.
    public func closeOutput() {
        writeLock.withLock { closed in
            guard !closed else { return }
            close(outputFD)
            closed = true
        }
    }

    /// Whether the peer's end has closed.
    public var isClosed: Bool { state.withLock { $0.closed } }

    // MARK: - Receiving

    private func receive(_ chunk: ArraySlice<UInt8>) {
        let events = state.withLock { $0.framer.append(chunk) }
        for event in events {
            switch event {
            case .line(let bytes): handle(Data(bytes))
            case .oversized(let length):
                reply(id: nil, error: .invalidRequest("the message is \(length) bytes, over the limit of \(LineFramer().maximumLineLength) bytes"))
            }
        }
    }

    private func handle(_ data: Data) {
        record("←", data)
        let header: IncomingHeader
        do {
            header = try JSONDecoder().decode(IncomingHeader.self, from: data)
        } catch {
            if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
                reply(id: nil, error: .parseError(DecodingErrorDescription.describe(error)))
            } else {
                reply(id: nil, error: .invalidRequest("expected an object with \"jsonrpc\", \"method\" and \"id\", or a response with \"result\" or \"error\""))
            }
            return
        }
        guard header.jsonrpc == "2.0" else {
            reply(id: header.id, error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))
            return
        }
        if let method = header.method {
            if let id = header.id {
                handleRequest(method: method, id: id, data: data)
            } else {
                handleNotification(method: method, data: data)
            }
        } else if let id = header.id, header.hasResult || header.error != nil {
            let pending = state.withLock { $0.pending.removeValue(forKey: id) }
            pending?.complete(.success(data))
        } else {
            reply(id: header.id, error: .invalidRequest("a message needs \"method\" (a request) or \"result\"/\"error\" with an \"id\" (a response)"))
        }
    }

    private func handleRequest(method: String, id: RequestID, data: Data) {
        guard let handler = router.handler(for: method) else {
            reply(id: id, error: .methodNotFound(method, available: router.methods))
            return
        }
        let context = RequestContext(connection: self, id: id)
        let duplicate = state.withLock { locked -> Bool in
            guard locked.incoming[id] == nil else { return true }
            locked.incoming[id] = Task { [self] in
                let result = await handler(data, context)
                _ = state.withLock { $0.incoming.removeValue(forKey: id) }
                switch result {
                case .success(let bytes): replySuccess(id: id, result: bytes)
                case .failure(let error): reply(id: id, error: error)
                }
            }
            return false
        }
        if duplicate {
            reply(id: id, error: .invalidRequest("request id \(id) is already in use by a request in flight"))
        }
    }

    private func handleNotification(method: String, data: Data) {
        guard method == CancelRequestNotification.method else { return }
        guard let notification = try? JSONDecoder().decode(ParamsEnvelope<CancelRequestNotification>.self, from: data) else { return }
        let task = state.withLock { $0.incoming[notification.params.id] }
        task?.cancel()
    }

    private func closeDown() {
        let (pending, onClose) = state.withLock { state in
            state.closed = true
            defer {
                state.pending.removeAll()
                state.onClose = nil
            }
            return (Array(state.pending.values), state.onClose)
        }
        for request in pending {
            request.complete(.failure(ConnectionError(kind: .closed, method: request.method, message: "\(name) closed the connection before answering \"\(request.method)\"")))
        }
        onClose?()
    }

    @discardableResult
    private func fail(_ id: RequestID, with error: any Error) -> Bool {
        guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return false }
        pending.complete(.failure(error))
        return true
    }

    // MARK: - Sending

    private func replySuccess(id: RequestID, result: [UInt8]) {
        guard let idJSON = try? WireCoding.encode(id) else { return }
        var line = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
        line.append(contentsOf: idJSON)
        line.append(contentsOf: #","result":"#.utf8)
        line.append(contentsOf: result)
        line.append(contentsOf: "}\n".utf8)
        writeLine(line)
    }

    private func reply(id: RequestID?, error: ResponseError) {
        guard let line = try? encodeLine(ErrorEnvelope(id: id, error: error), method: nil) else { return }
        writeLine(line)
    }

    private func encodeLine<Message: Encodable>(_ message: Message, method: String?) throws -> [UInt8] {
        do {
            var bytes = Array(try WireCoding.encode(message))
            bytes.append(0x0A)
            return bytes
        } catch {
            throw ConnectionError(kind: .malformed, method: method, message: "could not encode \"\(method ?? "reply")\": \(error)")
        }
    }

    private func writeLine(_ line: [UInt8]) {
        record("→", Data(line.dropLast()))
        writeLock.withLock { closed in
            if !closed { _ = FileDescriptorIO.writeAll(outputFD, line) }
        }
    }

    private func record(_ direction: String, _ data: Data) {
        state.withLock { $0.traffic.append(direction, data) }
    }

    private static func decodeReply<Request: WireRequest>(_ type: Request.Type, from data: Data) throws -> Request.Response {
        let header = try JSONDecoder().decode(IncomingHeader.self, from: data)
        if let error = header.error { throw error }
        do {
            return try JSONDecoder().decode(ResultEnvelope<Request.Response>.self, from: data).result
        } catch {
            throw ConnectionError(kind: .malformed, method: Request.method, message: "the reply to \"\(Request.method)\" does not decode: \(DecodingErrorDescription.describe(error))")
        }
    }
}

/// The last few messages of a connection, for failure diagnostics.
struct TrafficLog {
    private(set) var entries: [String] = []
    static let capacity = 16
    static let lineLimit = 600

    mutating func append(_ direction: String, _ data: Data) {
        var text = String(decoding: data, as: UTF8.self)
        if text.utf8.count > Self.lineLimit { text = String(text.prefix(Self.lineLimit)) + "…" }
        entries.append("\(direction) \(text)")
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}
