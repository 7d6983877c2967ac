import IntentJSON
import IntentWire

/// One incoming line, classified: what it is and how (if at all) it must be answered.
///
/// A pure function of the bytes, so every rule is tested without a pipe:
/// - a request (`method` and `id`) is run and answered with its id echoed exactly;
/// - a notification (`method`, no `id`) is run and never answered;
/// - a message without `method` is a response (or junk) and is **never answered**,
///   so two peers cannot trade error replies forever;
/// - anything else gets exactly one error reply, carrying the id whenever it can be read.
package enum IncomingMessage: Sendable, Equatable {
    /// A request to run and answer.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A notification to run; no reply.
    case notification(method: String, params: JSONValue?)
    /// A reply to one of our requests: its `result`, or its `error`.
    case response(id: RequestID, outcome: Outcome)
    /// A message that is answered with this error (the id is `.null` when unreadable).
    case invalid(id: RequestID, error: ResponseError)
    /// A method-less message that cannot be matched to a request; logged, never answered.
    case ignored(reason: String)

    /// What a response carried.
    package enum Outcome: Sendable, Equatable {
        case result(JSONValue)
        case error(ResponseError)
        /// A reply to our request that is unusable: broken JSON, no result or error, or too large.
        case malformed(String)
    }

    /// Classifies one line.
    package static func classify(_ bytes: [UInt8]) -> IncomingMessage {
        let message: JSONValue
        do {
            message = try JSONParser.parse(bytes)
        } catch {
            let header = JSONHeaderScanner.scan(bytes)
            let id = header.id.flatMap(RequestID.init(json:))
            if !header.hasMethod, header.hasOutcome, let id {
                return .response(id: id, outcome: .malformed("the reply is not valid JSON: \(error)"))
            }
            if !header.hasMethod, header.hasOutcome {
                return .ignored(reason: "a reply that is not valid JSON and has no readable id: \(error)")
            }
            return .invalid(id: id ?? .null, error: .parseError(error.description))
        }
        return classify(message)
    }

    /// Classifies an oversized line from its first bytes.
    package static func classifyOversized(length: Int, prefix: [UInt8], limit: Int) -> IncomingMessage {
        let header = JSONHeaderScanner.scan(prefix)
        let id = header.id.flatMap(RequestID.init(json:))
        let size = ByteCount.describe(length)
        let limitText = ByteCount.describe(limit)
        if !header.hasMethod, let id, header.hasOutcome || id != .null {
            return .response(id: id, outcome: .malformed("the reply is \(size), over the protocol's limit of \(limitText) per message"))
        }
        return .invalid(id: id ?? .null, error: .invalidRequest("the message is \(size), over the limit of \(limitText) per message"))
    }

    private static func classify(_ message: JSONValue) -> IncomingMessage {
        guard case .object(let object) = message else {
            let found = message.kindDescription
            return .invalid(id: .null, error: .invalidRequest("a message must be a JSON object, found \(found)" + (found == "an array" ? " (batches are not supported)" : "")))
        }
        var id: RequestID?
        var idProblem: String?
        if let idValue = object["id"] {
            id = RequestID(json: idValue)
            if id == nil { idProblem = "\"id\" must be a string, a number or null, found \(idValue.kindDescription)" }
        }
        guard let methodValue = object["method"] else {
            guard let id, id != .null else {
                return .ignored(reason: "a message without \"method\" and without a usable \"id\"")
            }
            if let error = object["error"], error != .null { return .response(id: id, outcome: .error(ResponseError(lenient: error))) }
            if let result = object["result"] { return .response(id: id, outcome: .result(result)) }
            return .response(id: id, outcome: .malformed("the reply has neither \"result\" nor \"error\""))
        }
        if let idProblem { return .invalid(id: .null, error: .invalidRequest(idProblem)) }
        guard case .string(let method) = methodValue else {
            return .invalid(id: id ?? .null, error: .invalidRequest("\"method\" must be a string, found \(methodValue.kindDescription)"))
        }
        guard object["jsonrpc"] == .string("2.0") else {
            let found = object["jsonrpc"].map { String(decoding: JSONWriter.compact($0), as: UTF8.self).truncatedForMessages } ?? "nothing"
            return .invalid(id: id ?? .null, error: .invalidRequest("\"jsonrpc\" must be \"2.0\", found \(found)"))
        }
        let params = object["params"]
        guard let id else { return .notification(method: method, params: params) }
        return .request(id: id, method: method, params: params)
    }
}

/// Byte counts for people: `512 bytes`, `4.0 KiB`, `66.6 MB`… in binary units (KiB, MiB) as limits are.
package enum ByteCount {
    package static func describe(_ count: Int) -> String {
        if count < 1024 { return "\(count) bytes" }
        let units = ["KiB", "MiB", "GiB"]
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " " + units[unit] + " (\(count) bytes)"
    }
}
