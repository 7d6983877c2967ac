import Foundation

/// The immutable table of request handlers one side of a connection serves.
///
/// Build it once before the connection starts: each ``WireRequest`` type is
/// registered with the closure that answers it. The connection decodes the
/// parameters, runs the closure in its own task, and encodes the reply.
public struct RequestRouter: Sendable {
    typealias Handler = @Sendable (Data, RequestContext) async -> Result<[UInt8], ResponseError>

    private var handlers: [String: Handler] = [:]

    /// Creates an empty router.
    public init() {}

    /// Registers the handler for a request type, replacing any earlier one.
    ///
    /// The handler may throw a ``ResponseError`` to send that error; a
    /// `CancellationError` becomes a `cancelled` error and anything else an
    /// `internalError` that names the error.
    public mutating func register<Request: WireRequest>(
        _ requestType: Request.Type,
        _ body: @escaping @Sendable (Request, RequestContext) async throws -> Request.Response
    ) {
        handlers[Request.method] = { data, context in
            let request: Request
            do {
                request = try JSONDecoder().decode(ParamsEnvelope<Request>.self, from: data).params
            } catch {
                return .failure(.invalidParams(Request.method, DecodingErrorDescription.describe(error)))
            }
            do {
                let response = try await body(request, context)
                return .success(Array(try WireCoding.encode(response)))
            } catch let error as ResponseError {
                return .failure(error)
            } catch is CancellationError {
                return .failure(ResponseError(code: .cancelled, message: "the request \"\(Request.method)\" was cancelled"))
            } catch {
                return .failure(.internalError("\(Request.method) failed with \(String(reflecting: type(of: error))): \(error)"))
            }
        }
    }

    /// The registered method names, sorted.
    public var methods: [String] { handlers.keys.sorted() }

    func handler(for method: String) -> Handler? { handlers[method] }
}

/// What a request handler knows about the request it answers.
public struct RequestContext: Sendable {
    /// The connection the request came in on; use it to send requests back (prompts).
    public let connection: Connection
    /// The request's id.
    public let id: RequestID
}

/// The JSON settings used for every message.
package enum WireCoding {
    /// Encodes a value compactly (one line, no escaped slashes).
    package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Encodes a value for people: pretty-printed with sorted keys.
    package static func encodePretty<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
    }
}

/// Turns `DecodingError`s into one readable line naming the JSON path.
package enum DecodingErrorDescription {
    /// A sentence such as `at "parameters.title": expected String, found a number`.
    package static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ keys: [any CodingKey]) -> String {
            let components = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            let joined = components.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
            return joined.isEmpty ? "the top level" : "\"\(joined)\""
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): expected a value of type \(type), found null"
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): missing required key \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
