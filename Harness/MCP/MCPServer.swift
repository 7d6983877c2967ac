import Foundation
import IntentJSON
import IntentKitClient
import IntentSystem
import IntentTransport
import IntentWire
import Synchronization

/// An MCP server (protocol revision 2025-06-18, stdio transport) over one app: its intents as tools, its entities and
/// metadata as resources, its prompts as elicitation.
///
/// Messages are JSON-RPC 2.0, one a line, read from stdin and written to stdout; every request runs in a task of its
/// own, so a long intent never holds up a `ping` or a cancellation. The app is launched at the first request that
/// needs it and relaunched after a crash by its session; an intent's failure, or the app's, is a tool error with the
/// app's diagnostics, and the server keeps serving.
final class MCPServer: Sendable {
    /// The revisions this server speaks, newest first; a client asking for another gets the newest.
    static let protocolVersions = ["2025-06-18", "2025-03-26"]

    let session: AppSession
    let bundleIdentifier: String
    private let output: MCPOutput
    private let reader: InputReader

    struct State {
        /// Requests being answered, by their id (`1` and `"1"` are different ids): cancelled by
        /// `notifications/cancelled`.
        var running: [JSONValue: Task<Void, Never>] = [:]
        /// Whether the client declared the elicitation capability.
        var clientElicits = false
        /// The app's metadata, read once.
        var metadata: AppMetadata?
        /// This server's requests to the client, awaiting their replies, by id.
        var pending: [Int: CheckedContinuation<JSONValue, any Error>] = [:]
        var nextRequestID = 1
    }

    let state = Mutex(State())

    init(session: AppSession, bundleIdentifier: String, input: Int32 = STDIN_FILENO, output: MCPOutput = MCPOutput(fd: STDOUT_FILENO)) {
        self.session = session
        self.bundleIdentifier = bundleIdentifier
        self.output = output
        reader = InputReader(fd: input, spinWindow: IntentKitEnvironment.spinWindow(), readsOthers: true)
        session.promptHandler = { [weak self] prompt in try await self?.elicit(prompt) }
        // The app's replies are read by the thread that reads the client: a lone tool call runs there, sends its
        // request to the app, and is resumed there with the reply, so one awake thread carries the whole call.
        session.sharedInputReader = reader
    }

    /// Serves messages from `input` until it ends; returns when it has, with every request answered or cancelled.
    ///
    /// Input is read by IntentKit's `InputReader`, as an app reads its requests: a request that comes while no other
    /// runs is run by the thread that read it, which stays awake briefly for what comes next (`INTENTKIT_SPIN`), so
    /// a tool call crosses no thread that has to be woken on this side.
    func serve() async {
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            let framer = Mutex(LineFramer(maximumLineLength: IntentKitEnvironment.maximumMessageLength()))
            reader.start(
                onChunk: { [self] chunk in
                    for event in framer.withLock({ $0.append(chunk) }) {
                        switch event {
                        case .line(let line): handle(line)
                        case .oversized(let length, let prefix):
                            let problem =
                                "a message of \(length) bytes is over the limit of \(IntentKitEnvironment.maximumMessageLength()) bytes (\(IntentKitEnvironment.maximumMessageBytes)); it was dropped"
                            unreadable(prefix, MCPError(code: -32600, message: problem))
                        }
                    }
                },
                onEnd: { ended.resume() })
        }
        // The client is gone: nobody will read a reply or answer an elicitation. Running calls are cancelled (their
        // intents too) and waiting elicitations end, so that the server exits promptly.
        let (running, pending) = state.withLock { state in
            defer { state.pending = [:] }
            return (Array(state.running.values), Array(state.pending.values))
        }
        for continuation in pending { continuation.resume(throwing: CancellationError()) }
        for task in running {
            task.cancel()
            await task.value
        }
    }

    /// Sends a message to the client.
    func send(_ message: JSONValue) { output.write(message) }

    /// One line from the client: a request, a notification, or a reply to one of this server's requests.
    func handle(_ line: [UInt8]) {
        guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) else { return }
        let message: JSONValue
        do {
            message = try JSONParser.parse(line)
        } catch {
            unreadable(line, MCPError(code: -32700, message: "not JSON: \(error)"))
            return
        }
        guard let object = message.object else {
            send(MCPMessage.error(id: .null, MCPError(code: -32600, message: "a message is one JSON object (MCP has no batches); got \(message.kindDescription)")))
            return
        }
        let id = object["id"]
        guard let method = object["method"] else {
            if let id, object.contains("result") || object.contains("error") { return replyArrived(id: id, object) }
            send(MCPMessage.error(id: id ?? .null, MCPError(code: -32600, message: "a request needs \"method\"")))
            return
        }
        guard let name = method.string else {
            send(MCPMessage.error(id: id ?? .null, MCPError(code: -32600, message: "\"method\" is \(method.kindDescription), not a string")))
            return
        }
        let params = object["params"]?.object ?? JSONObject()
        guard let id, id != .null else { return notification(name, params) }
        switch id {
        case .string, .number: start(id: id, name, params)
        default: send(MCPMessage.error(id: .null, MCPError(code: -32600, message: "an id is a string or a number, not \(id.kindDescription)")))
        }
    }

    /// Answers a message that could not be read whole (not JSON, or over the limit) by the id at its start, as the
    /// app does: a request's error goes to its id, so the client's call completes; a reply to one of this server's
    /// questions fails that question; only a message whose id cannot be read is answered with a null id.
    private func unreadable(_ bytes: [UInt8], _ error: MCPError) {
        let header = JSONHeaderScanner.scan(bytes)
        let id = header.id.flatMap { id -> JSONValue? in
            switch id {
            case .string, .number: id
            default: nil
            }
        }
        if let id, !header.hasMethod, header.hasOutcome {
            return answer(id, .failure(MCPError(code: error.code, message: "its reply could not be read: \(error.message)")))
        }
        send(MCPMessage.error(id: id ?? .null, error))
    }

    private func start(id: JSONValue, _ method: String, _ params: JSONObject) {
        state.withLock { state in
            // A lone request runs on the reading thread; concurrent ones would only be passed on from there.
            let lone = state.running.isEmpty
            state.running[id] = Task(executorPreference: lone ? reader : globalConcurrentExecutor) {
                defer { _ = self.state.withLock { $0.running.removeValue(forKey: id) } }
                do {
                    let result = try await self.result(of: method, params: params)
                    self.output.write(reply: id, result)
                } catch let error as MCPError {
                    self.send(MCPMessage.error(id: id, error))
                } catch is CancellationError {
                    // A cancelled request gets no reply (MCP's cancellation rule).
                } catch {
                    self.send(MCPMessage.error(id: id, MCPError(code: -32603, message: "\(error)")))
                }
            }
        }
    }

    private func result(of method: String, params: JSONObject) async throws -> MCPResult {
        switch method {
        case "initialize": return MCPResult(initialize(params))
        case "ping": return MCPResult(.object(JSONObject()))
        case "tools/list": return MCPResult(try await listTools())
        case "tools/call": return try await callTool(params)
        case "resources/list": return MCPResult(try await listResources(params))
        case "resources/templates/list": return MCPResult(try await listResourceTemplates())
        case "resources/read": return MCPResult(try await readResource(params))
        default: throw MCPError.methodNotFound(method)
        }
    }

    private func notification(_ method: String, _ params: JSONObject) {
        switch method {
        case "notifications/cancelled":
            guard let id = params["requestId"] else { return }
            let task = state.withLock { $0.running[id] }
            task?.cancel()
        default:
            return  // notifications/initialized and any other: nothing to do
        }
    }

    private func initialize(_ params: JSONObject) -> JSONValue {
        let capabilities = params["capabilities"]?.object
        state.withLock { $0.clientElicits = capabilities?["elicitation"] != nil }
        let asked = params["protocolVersion"]?.string
        let version = asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
        return MCPMessage.object([
            ("protocolVersion", .string(version)),
            (
                "capabilities",
                MCPMessage.object([
                    ("tools", MCPMessage.object([("listChanged", .bool(false))])),
                    ("resources", MCPMessage.object([("listChanged", .bool(false)), ("subscribe", .bool(false))])),
                ])
            ),
            ("serverInfo", MCPMessage.object([("name", .string("intentkit-harness")), ("title", .string("IntentKit: \(bundleIdentifier)")), ("version", .string(Harness.version))])),
            (
                "instructions",
                .string(
                    "Each tool runs one of \(bundleIdentifier)'s App Intents in the running app; resources are its entities (intentkit://\(bundleIdentifier)/<Entity>/<id>) and its metadata. Prompts the intents raise are asked through elicitation."
                )
            ),
        ])
    }

    /// The app's metadata, read once (from its handshake), or an MCP error saying why the app could not give it (it
    /// could not be launched, say).
    func metadata() async throws -> AppMetadata {
        if let metadata = state.withLock({ $0.metadata }) { return metadata }
        do {
            let metadata = try await session.metadata()
            state.withLock { $0.metadata = metadata }
            return metadata
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw MCPError(code: -32603, message: "\(bundleIdentifier) could not be started: \(error)")
        }
    }

    /// Sends a request to the client and waits for its reply's `result`.
    /// - Throws: `MCPError` with the client's error, or `CancellationError`.
    func request(_ method: String, _ params: JSONValue) async throws -> JSONValue {
        let id = state.withLock { state -> Int in
            defer { state.nextRequestID += 1 }
            return state.nextRequestID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = state.withLock { state -> Bool in
                    if Task.isCancelled { return true }
                    state.pending[id] = continuation
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    send(MCPMessage.request(id: id, method, params))
                }
            }
        } onCancel: {
            // A cancelled tool call stops waiting for the client's answer (MCP's own cancellation of the request).
            if let continuation = state.withLock({ $0.pending.removeValue(forKey: id) }) {
                continuation.resume(throwing: CancellationError())
                send(MCPMessage.notification("notifications/cancelled", MCPMessage.object([("requestId", .number(JSONNumber(id))), ("reason", .string("the tool call was cancelled"))])))
            }
        }
    }

    private func replyArrived(id: JSONValue, _ object: JSONObject) {
        if let error = object["error"]?.object {
            let code = error["code"].flatMap { if case .number(let n) = $0 { n.int } else { nil } } ?? -32603
            answer(id, .failure(MCPError(code: code, message: error["message"]?.string ?? "(no message)")))
        } else {
            answer(id, .success(object["result"] ?? .null))
        }
    }

    /// Resumes this server's request with the client's answer (the client's error, if it sent one).
    private func answer(_ id: JSONValue, _ outcome: Result<JSONValue, MCPError>) {
        guard case .number(let number) = id, let key = number.int, let continuation = state.withLock({ $0.pending.removeValue(forKey: key) }) else { return }
        continuation.resume(with: outcome.mapError { $0 as any Error })
    }
}

/// Writes whole lines to the client, one writer at a time.
final class MCPOutput: Sendable {
    private let fd: Int32
    private let lock = Mutex(())

    init(fd: Int32) { self.fd = fd }

    func write(_ message: JSONValue) {
        var writer = JSONWriter(capacity: 512)
        writer.write(message)
        writer.writeRaw("\n")
        write(writer.bytes)
    }

    /// Writes a successful reply: the envelope around a result that is already JSON text.
    func write(reply id: JSONValue, _ result: MCPResult) {
        var writer = JSONWriter(capacity: result.json.count + 64)
        writer.writeRaw(#"{"jsonrpc":"2.0","id":"#)
        writer.write(id)
        writer.writeRaw(#","result":"#)
        result.json.withUnsafeBufferPointer { writer.writeBytes($0) }
        writer.writeRaw("}\n")
        write(writer.bytes)
    }

    private func write(_ line: [UInt8]) {
        lock.withLock { _ in _ = FileDescriptorIO.writeAll(fd, line) }
    }
}
