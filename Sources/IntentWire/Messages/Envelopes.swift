import Foundation

/// An outgoing request: `{"jsonrpc":"2.0","id":…,"method":…,"params":…}`.
struct RequestEnvelope<Params: Encodable>: Encodable {
    let jsonrpc = "2.0"
    let id: RequestID
    let method: String
    let params: Params
}

/// An outgoing notification: a request without an id.
struct NotificationEnvelope<Params: Encodable>: Encodable {
    let jsonrpc = "2.0"
    let method: String
    let params: Params
}

/// An outgoing error response; the id is `null` when the request's id could not be read.
struct ErrorEnvelope: Encodable {
    let id: RequestID?
    let error: ResponseError

    enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        try container.encode(error, forKey: .error)
    }
}

/// The fields of any incoming message needed to route it.
struct IncomingHeader: Decodable {
    let jsonrpc: String?
    let id: RequestID?
    let method: String?
    let hasResult: Bool
    let error: ResponseError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
        id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
        method = try container.decodeIfPresent(String.self, forKey: .method)
        hasResult = container.contains(.result)
        error = try container.decodeIfPresent(ResponseError.self, forKey: .error)
    }
}

/// The `params` member of an incoming request, typed; a missing `params` reads as `{}`.
struct ParamsEnvelope<Params: Decodable>: Decodable {
    let params: Params

    enum CodingKeys: String, CodingKey { case params }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.params) {
            params = try container.decode(Params.self, forKey: .params)
        } else {
            params = try JSONDecoder().decode(Params.self, from: Data("{}".utf8))
        }
    }
}

/// The `result` member of an incoming response, typed.
struct ResultEnvelope<Result: Decodable>: Decodable {
    let result: Result
}
