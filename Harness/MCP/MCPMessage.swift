import IntentJSON

/// JSON-RPC 2.0 messages as MCP's stdio transport carries them: one compact JSON object a line.
enum MCPMessage {
    /// An error reply.
    static func error(id: JSONValue, _ error: MCPError) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "code", value: .number(JSONNumber(error.code))), (key: "message", value: .string(error.message))]
        if let data = error.data { members.append((key: "data", value: data)) }
        return .object(JSONObject([(key: "jsonrpc", value: .string("2.0")), (key: "id", value: id), (key: "error", value: .object(JSONObject(members)))]))
    }

    /// A notification.
    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(JSONObject([(key: "jsonrpc", value: .string("2.0")), (key: "method", value: .string(method)), (key: "params", value: params)]))
    }

    /// A request from the server to the client.
    static func request(id: Int, _ method: String, _ params: JSONValue) -> JSONValue {
        .object(
            JSONObject([
                (key: "jsonrpc", value: .string("2.0")), (key: "id", value: .number(JSONNumber(id))), (key: "method", value: .string(method)),
                (key: "params", value: params),
            ]))
    }

    /// An object from members, for the many small objects MCP replies are made of.
    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { (key: $0.0, value: $0.1) }))
    }
}

/// A JSON-RPC error an MCP request gets: its code, a sentence naming what was wrong and what would be valid.
struct MCPError: Error {
    let code: Int
    let message: String
    var data: JSONValue? = nil

    static func invalidParams(_ message: String) -> MCPError { MCPError(code: -32602, message: message) }
    static func methodNotFound(_ method: String) -> MCPError {
        MCPError(
            code: -32601,
            message:
                "no method \"\(method)\"; harness mcp serves initialize, ping, tools/list, tools/call, resources/list, resources/templates/list and resources/read"
        )
    }
}

/// A request's result as JSON text, ready for the reply's envelope: written straight by a tool call, or from the
/// tree the other requests build.
struct MCPResult: Sendable {
    let json: [UInt8]

    init(json: [UInt8]) { self.json = json }

    init(_ tree: JSONValue) { json = JSONWriter.compact(tree) }
}
