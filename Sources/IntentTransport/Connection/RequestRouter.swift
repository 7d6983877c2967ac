import Foundation
import IntentJSON
import IntentSystem
import IntentWire

/// The immutable table of request handlers one side of a connection serves.
///
/// Build it once before the connection starts: each ``WireRequest`` type is
/// registered with the closure that answers it. The connection decodes the
/// parameters, runs the closure in its own task, and encodes the reply.
package struct RequestRouter: Sendable {
    /// A request already read, ready to answer.
    typealias PreparedRequest = @Sendable (RequestContext) async -> Result<EncodedResult, ResponseError>

    /// A request's `params` as the connection has them.
    enum Params {
        /// The text of the `params` member of a message in the layout IntentKit writes.
        case text(UnsafeBufferPointer<UInt8>)
        /// The parsed `params` member of any other message; `nil` when it has none.
        case tree(JSONValue?)
    }

    /// A handler's result, encoded as compact JSON text: in one part, or in parts to be sent one after another (a
    /// large page of entities, whose runs are parts).
    enum EncodedResult: Sendable {
        case text([UInt8])
        case parts([[UInt8]])
    }

    /// For each method, what reads a request's `params` (text, or a tree when the message had to be parsed whole) and
    /// returns what answers it: the handler, or the error the params earned; `nil` for text that does not read.
    private var readers: [String: @Sendable (Params) -> PreparedRequest?] = [:]
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
        add(Request.self, refusingLaterRequestsWith: laterRequestsError) { request, context in
            let response = try await body(request, context)
            var writer = JSONWriter(capacity: 1_024, keepingLargeTextInPlace: true)
            do {
                try response.writeJSON(to: &writer)
            } catch {
                throw ResponseError.internalError("the response to \"\(Request.method)\" could not be written: \(error)")
            }
            let parts = writer.parts
            return parts.count == 1 ? .text(parts[0]) : .parts(parts)
        }
    }

    /// Registers the handler for a request type whose answer was encoded ahead of time, such as the handshake's
    /// metadata, which does not change while the app runs.
    ///
    /// The handler returns the compact JSON of a `Request.Response`, which is written as it is; it may
    /// throw as ``register(_:refusingLaterRequestsWith:_:)``'s handlers do.
    package mutating func register<Request: WireRequest>(
        _ requestType: Request.Type,
        answeringWithEncoded body: @escaping @Sendable (Request, RequestContext) async throws -> EncodedResponse<Request>
    ) {
        add(Request.self, refusingLaterRequestsWith: nil) { request, context in .text(try await body(request, context).compactJSON) }
    }

    private mutating func add<Request: WireRequest>(
        _ requestType: Request.Type, refusingLaterRequestsWith laterRequestsError: ResponseError?,
        _ answer: @escaping @Sendable (Request, RequestContext) async throws -> EncodedResult
    ) {
        intakeClosers[Request.method] = laterRequestsError
        let respond = Self.responder(Request.self, answer)
        readers[Request.method] = { params in
            do throws(JSONCodingError) {
                let request = try Self.read(Request.self, from: params)
                return { context in await respond(request, context) }
            } catch {
                // Text that does not read may not be JSON at all: the connection parses the message whole, to answer
                // a parse error for the message or this error for its params.
                if case .text = params { return nil }
                let failure = ResponseError.invalidParams(Request.method, error.inside(member: "params").description)
                return { _ in .failure(failure) }
            }
        }
    }

    /// Reads a request from its params; absent params read as `{}`.
    private static func read<Request: WireRequest>(_ type: Request.Type, from params: Params) throws(JSONCodingError) -> Request {
        switch params {
        case .text(let text): return try Request.read(from: text)
        case .tree(nil), .tree(.null?): return try Request.read(from: Array("{}".utf8))
        case .tree(.object(let object)?): return try Request.read(from: .object(object))
        case .tree(let other?): throw JSONCodingError("expected an object, found \(other.kindDescription)")
        }
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

    /// The request of `method` read from its params, ready to answer (or to answer with the error its tree
    /// earned); `nil` for a method with no handler, or params text that does not read (see ``Params/text(_:)``).
    func prepare(_ method: String, params: Params) -> PreparedRequest? {
        readers[method]?(params)
    }

    /// Registers what to do with a notification type; a notification that does not decode is ignored, as JSON-RPC asks.
    package mutating func onNotification<Notification: WireNotification>(_ type: Notification.Type, _ body: @escaping @Sendable (Notification) -> Void) {
        notificationHandlers[Notification.method] = { params in
            guard let params, let notification = try? Notification.read(from: params) else { return }
            body(notification)
        }
    }

    func notificationHandler(for method: String) -> (@Sendable (JSONValue?) -> Void)? { notificationHandlers[method] }

    /// The registered method names, sorted.
    package var methods: [String] { readers.keys.sorted() }

    /// The error later requests get once a request of this method has arrived, if it closes the intake.
    func intakeClosingError(for method: String) -> ResponseError? { intakeClosers[method] }
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
