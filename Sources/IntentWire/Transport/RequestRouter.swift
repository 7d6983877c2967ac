import Foundation

/// The immutable table of request handlers one side of a connection serves.
///
/// Build it once before the connection starts: each ``WireRequest`` type is
/// registered with the closure that answers it. The connection decodes the
/// parameters, runs the closure in its own task, and encodes the reply.
package struct RequestRouter: Sendable {
    typealias Handler = @Sendable (JSONValue?, RequestContext) async -> Result<EncodedResult, ResponseError>
    /// A request already read, ready to answer.
    typealias PreparedRequest = @Sendable (RequestContext) async -> Result<EncodedResult, ResponseError>

    /// A handler's result, encoded: as a tree, or as compact JSON text written directly (large results).
    enum EncodedResult: Sendable {
        case tree(JSONValue)
        case text([UInt8])
        /// Text in parts, to be sent one after another (a large page of entities, whose runs are parts).
        case parts([[UInt8]])
    }

    private var handlers: [String: Handler] = [:]
    /// For request types that read themselves from text: reads a request's `params` text, `nil` when it
    /// does not have the common shape (the message then takes the tree path).
    private var textReaders: [String: @Sendable (UnsafeBufferPointer<UInt8>) -> PreparedRequest?] = [:]
    private var intakeClosers: [String: ResponseError] = [:]
    private var notificationHandlers: [String: @Sendable (JSONValue?) -> Void] = [:]

    /// Creates an empty router.
    package init() {}

    /// Registers the handler for a request type, replacing any earlier one.
    ///
    /// The handler may throw a ``ResponseError`` to send that error; a
    /// `CancellationError` becomes a `cancelled` error and anything else an
    /// `internalError` that names the error (handlers wrap their callers'
    /// errors themselves, so reaching it is a bug).
    /// - Parameters:
    ///   - requestType: The request type.
    ///   - laterRequestsError: When set, every request that arrives after this one (even on the same
    ///     read) is answered with this error instead of running: `shutdown` closes the intake.
    ///   - body: The handler.
    package mutating func register<Request: WireRequest>(
        _ requestType: Request.Type,
        refusingLaterRequestsWith laterRequestsError: ResponseError? = nil,
        _ body: @escaping @Sendable (Request, RequestContext) async throws -> Request.Response
    ) {
        add(Request.self, refusingLaterRequestsWith: laterRequestsError, decode: Self.decodeParams) { request, context in
            let response = try await body(request, context)
            if JSONFastCodingSwitch.isEnabled, let direct = response as? any JSONDirectWriting {
                var writer = JSONWriter(capacity: 1_024)
                if direct.writeJSON(to: &writer) { return .text(writer.bytes) }
            }
            return .tree(try JSONValueEncoder.encode(response))
        }
    }

    /// Registers the handler for a request whose envelope has hand-written coding both ways (the calls every
    /// test makes: `intent/run`, `entity/query`): read with ``JSONFastCoding``, answered with ``JSONDirectWriting``,
    /// each chosen here by type rather than asked of the runtime at every call; `Codable` takes over for the
    /// shapes they leave to it, as in ``register(_:refusingLaterRequestsWith:_:)``.
    package mutating func register<Request: WireRequest & JSONFastCoding>(
        _ requestType: Request.Type,
        refusingLaterRequestsWith laterRequestsError: ResponseError? = nil,
        _ body: @escaping @Sendable (Request, RequestContext) async throws -> Request.Response
    ) where Request.Response: JSONDirectWriting {
        addFast(Request.self, refusingLaterRequestsWith: laterRequestsError, body)
    }

    /// Registers the handler for a request that also reads itself straight from the message's text (see
    /// ``prepare(_:params:)``); chosen by overload, where the type is known, so that no launch asks the runtime
    /// whether each request type reads itself (a scan of every conformance record in the program per type).
    package mutating func register<Request: WireRequest & JSONFastCoding & JSONDirectReading>(
        _ requestType: Request.Type,
        refusingLaterRequestsWith laterRequestsError: ResponseError? = nil,
        _ body: @escaping @Sendable (Request, RequestContext) async throws -> Request.Response
    ) where Request.Response: JSONDirectWriting {
        let respond = addFast(Request.self, refusingLaterRequestsWith: laterRequestsError, body)
        textReaders[Request.method] = { text in
            guard JSONFastCodingSwitch.isEnabled, let request = JSONParser.read(Request.self, from: text) else { return nil }
            return { context in await respond(request, context) }
        }
    }

    /// Registers a ``JSONFastCoding`` request's handler; returns what answers a request once read.
    @discardableResult
    private mutating func addFast<Request: WireRequest & JSONFastCoding>(
        _ requestType: Request.Type,
        refusingLaterRequestsWith laterRequestsError: ResponseError?,
        _ body: @escaping @Sendable (Request, RequestContext) async throws -> Request.Response
    ) -> @Sendable (Request, RequestContext) async -> Result<EncodedResult, ResponseError> where Request.Response: JSONDirectWriting {
        // Asked once, here: pages of entities are sent in parts, from where their runs lie.
        let answersWithEntities = Request.Response.self == EntityQueryResponse.self
        return add(Request.self, refusingLaterRequestsWith: laterRequestsError, decode: Self.decodeFastParams) { request, context in
            let response = try await body(request, context)
            if JSONFastCodingSwitch.isEnabled {
                if answersWithEntities,
                    let parts = unsafeBitCast(response, to: EntityQueryResponse.self).jsonParts(smallestPage: Connection.smallestResultWrittenInPlace)
                {
                    return .parts(parts)
                }
                var writer = JSONWriter(capacity: 1_024)
                if response.writeJSON(to: &writer) { return .text(writer.bytes) }
            }
            return .tree(try JSONValueEncoder.encode(response))
        }
    }

    /// The request whose `params` are `text`, read and ready to answer, when its type reads itself from text and
    /// the text has the common shape; `nil` otherwise.
    func prepare(_ method: String, params text: UnsafeBufferPointer<UInt8>) -> PreparedRequest? {
        textReaders[method]?(text)
    }

    /// Registers the handler for a request type whose answer was encoded ahead of time, such as the
    /// handshake's metadata, which does not change while the app runs.
    ///
    /// The handler returns the compact JSON of a `Request.Response`, which is written as it is; it may
    /// throw as ``register(_:refusingLaterRequestsWith:_:)``'s handlers do.
    package mutating func register<Request: WireRequest>(
        _ requestType: Request.Type,
        answeringWithEncoded body: @escaping @Sendable (Request, RequestContext) async throws -> EncodedResponse<Request>
    ) {
        add(Request.self, refusingLaterRequestsWith: nil, decode: Self.decodeParams) { request, context in .text(try await body(request, context).compactJSON) }
    }

    /// Registers the handler for a request answered with an encoding made ahead of time, such as the handshake,
    /// when the request also reads itself straight from the message's text (see ``prepare(_:params:)``).
    package mutating func register<Request: WireRequest & JSONDirectReading>(
        _ requestType: Request.Type,
        answeringWithEncoded body: @escaping @Sendable (Request, RequestContext) async throws -> EncodedResponse<Request>
    ) {
        let respond = add(Request.self, refusingLaterRequestsWith: nil, decode: Self.decodeParams) { request, context in
            .text(try await body(request, context).compactJSON)
        }
        textReaders[Request.method] = { text in
            guard JSONFastCodingSwitch.isEnabled, let request = JSONParser.read(Request.self, from: text) else { return nil }
            return { context in await respond(request, context) }
        }
    }

    /// Registers the handler; returns what answers a request once read, for ``textReaders``.
    @discardableResult
    private mutating func add<Request: WireRequest>(
        _ requestType: Request.Type, refusingLaterRequestsWith laterRequestsError: ResponseError?,
        decode: @escaping @Sendable (Request.Type, JSONValue?) throws -> Request,
        _ answer: @escaping @Sendable (Request, RequestContext) async throws -> EncodedResult
    ) -> @Sendable (Request, RequestContext) async -> Result<EncodedResult, ResponseError> {
        intakeClosers[Request.method] = laterRequestsError
        let respond = Self.responder(Request.self, answer)
        handlers[Request.method] = { params, context in
            let request: Request
            do {
                request = try decode(Request.self, params)
            } catch {
                return .failure(.invalidParams(Request.method, DecodingErrorDescription.describe(error)))
            }
            return await respond(request, context)
        }
        return respond
    }

    /// Runs a handler, turning what it throws into the error to send.
    private static func responder<Request: WireRequest>(
        _: Request.Type, _ answer: @escaping @Sendable (Request, RequestContext) async throws -> EncodedResult
    ) -> @Sendable (Request, RequestContext) async -> Result<EncodedResult, ResponseError> {
        { request, context in
            do {
                return .success(try await answer(request, context))
            } catch let error as ResponseError {
                return .failure(error)
            } catch is CancellationError {
                return .failure(ResponseError(code: .cancelled, message: "the request \"\(Request.method)\" was cancelled", data: ErrorDetails(kind: .cancelled)))
            } catch {
                return .failure(.internalError("\(Request.method) failed with \(String(reflecting: type(of: error))): \(error)"))
            }
        }
    }

    /// Registers what to do with a notification type; a notification that does not decode is ignored, as JSON-RPC asks.
    package mutating func onNotification<Notification: WireNotification>(_ type: Notification.Type, _ body: @escaping @Sendable (Notification) -> Void) {
        notificationHandlers[Notification.method] = { params in
            guard let params, let notification = try? JSONValueDecoder.decode(Notification.self, from: params) else { return }
            body(notification)
        }
    }

    func notificationHandler(for method: String) -> (@Sendable (JSONValue?) -> Void)? { notificationHandlers[method] }

    /// The registered method names, sorted.
    package var methods: [String] { handlers.keys.sorted() }

    func handler(for method: String) -> Handler? { handlers[method] }

    /// The error later requests get once a request of this method has arrived, if it closes the intake.
    func intakeClosingError(for method: String) -> ResponseError? { intakeClosers[method] }

    /// Reads the common shape by hand, and leaves anything else to ``decodeParams(_:_:)``.
    @Sendable private static func decodeFastParams<Request: WireRequest & JSONFastCoding>(_ type: Request.Type, _ params: JSONValue?) throws -> Request {
        if JSONFastCodingSwitch.isEnabled, let params, case .object = params, let request = Request(fastJSON: params) { return request }
        return try decodeParams(type, params)
    }

    /// A missing `params` reads as `{}`; anything but an object is an error naming what was found.
    @Sendable private static func decodeParams<Request: WireRequest>(_ type: Request.Type, _ params: JSONValue?) throws -> Request {
        let path = [AnyKey("params")]
        switch params {
        case nil, .null?: return try JSONValueDecoder.decode(Request.self, from: .object(JSONObject()), codingPath: path)
        case .object?: return try JSONValueDecoder.decode(Request.self, from: params!, codingPath: path)
        case let other?:
            throw DecodingError.typeMismatch(Request.self, .init(codingPath: path, debugDescription: "found \(other.kindDescription); \"params\" must be an object"))
        }
    }
}

/// What a request handler knows about the request it answers.
package struct RequestContext: Sendable {
    /// The connection the request came in on; use it to send requests back (prompts).
    package let connection: Connection
    /// The request's id.
    package let id: RequestID
    /// The connection's own number for the request, unique even when ids repeat (`null`).
    let serial: Int
    let hooks: ReplyHooks

    /// Runs `action` once this request's reply has been written, such as exiting after `shutdown`.
    package func afterReply(_ action: @escaping @Sendable () -> Void) {
        hooks.add(action)
    }
}

/// The JSON settings used for files and output for people.
package enum WireCoding {
    /// Encodes a value compactly (one line).
    package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        Data(JSONWriter.compact(try JSONValueEncoder.encode(value)))
    }

    /// Encodes a value for people: indented, with sorted keys.
    package static func encodePretty<Value: Encodable>(_ value: Value) throws -> Data {
        Data(JSONWriter.pretty(try JSONValueEncoder.encode(value)))
    }

    /// Decodes a value from JSON bytes.
    /// - Throws: A ``JSONSyntaxError`` naming the byte offset, or a `DecodingError` naming the path.
    package static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        try JSONValueDecoder.decode(type, from: try JSONParser.parse(bytes))
    }
}

/// Turns `DecodingError`s into one readable line naming the JSON path.
package enum DecodingErrorDescription {
    /// A sentence such as `at "params.parameters.title": expected String, found a number`.
    package static func describe(_ error: any Error) -> String {
        if let error = error as? JSONSyntaxError { return error.description }
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ keys: [any CodingKey]) -> String {
            let components = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            let joined = components.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
            return joined.isEmpty ? "the top level" : "\"\(joined)\""
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(typeName(type)), \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): expected a value of type \(typeName(type)), \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): missing required key \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is [String: JSONValue].Type: "an object"
        case is [JSONValue].Type: "an array"
        default: String(describing: type)
        }
    }
}
