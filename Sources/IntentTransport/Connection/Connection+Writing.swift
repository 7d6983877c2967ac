import Foundation
import IntentJSON
import IntentSystem
import IntentWire

/// Encoding and writing messages: one line each, through the connection's line writer.
extension Connection {
    /// Sends a notification, which gets no reply; never waits for the peer to read.
    /// - Parameters:
    ///   - notification: The notification.
    ///   - droppedWhenBehind: Whether to drop it when the peer has left ``LineWriter/queueLimit`` bytes unread
    ///     (a progress report, which the next one supersedes) instead of queueing it all the same.
    package func notify<Notification: WireNotification>(_ notification: Notification, droppedWhenBehind: Bool = false) {
        var writer = JSONWriter()
        writer.writeRaw(#"{"jsonrpc":"2.0","method":"#)
        writer.writeString(Notification.method)
        writer.writeRaw(#","params":"#)
        guard (try? notification.writeJSON(to: &writer)) != nil else { return }
        writer.writeRaw("}\n")
        // Never waits for room: the deadline timer and cancellation handlers send notifications.
        writeLine(writer.bytes, whenBehind: droppedWhenBehind ? .drop : .queue)
    }

    func encodeRequest<Request: WireRequest>(_ request: Request, id: RequestID) throws -> [UInt8] {
        var writer = JSONWriter()
        writer.writeRaw(#"{"jsonrpc":"2.0","id":"#)
        writer.write(id.json)
        writer.writeRaw(#","method":"#)
        writer.writeString(Request.method)
        writer.writeRaw(#","params":"#)
        do {
            try request.writeJSON(to: &writer)
        } catch {
            throw ConnectionError(kind: .malformed, method: Request.method, message: "could not encode \"\(Request.method)\": \(error.inside(member: "params"))")
        }
        writer.writeRaw("}")
        guard writer.count <= maximumMessageLength else {
            throw ConnectionError(
                kind: .malformed, method: Request.method,
                message: "the \"\(Request.method)\" request is \(ByteCount.describe(writer.count)), over the protocol's limit of \(ByteCount.describe(maximumMessageLength)) per message")
        }
        writer.writeRaw("\n")
        return writer.bytes
    }

    /// Writes a success reply; `onWritten` is told once it is in the pipe (or could not be written).
    func replySuccess(id: RequestID, result: RequestRouter.EncodedResult, method: String, onWritten: (@Sendable (Bool) -> Void)? = nil) {
        // Room for a result copied into the line; one written in place needs room for the envelope only.
        var writer: JSONWriter
        if case .text(let text) = result, text.count < Self.smallestResultWrittenInPlace {
            writer = JSONWriter(capacity: text.count + 64)
        } else {
            writer = JSONWriter()
        }
        writer.writeRaw(#"{"jsonrpc":"2.0","id":"#)
        writer.write(id.json)
        writer.writeRaw(#","result":"#)
        switch result {
        case .text(let text) where text.count >= Self.smallestResultWrittenInPlace:
            writeInParts(envelope: writer.bytes, result: [text], id: id, method: method, onWritten: onWritten)
            return
        case .text(let text):
            writer.writeRaw(text)
        case .parts(let parts):
            writeInParts(envelope: writer.bytes, result: parts, id: id, method: method, onWritten: onWritten)
            return
        }
        writer.writeRaw("}")
        guard writer.count <= maximumMessageLength else {
            replyTooLarge(id: id, method: method, byteCount: writer.count, onWritten: onWritten)
            return
        }
        writer.writeRaw("\n")
        if writer.count >= ReplyWaits.largeReplyBytes { inputReader.noteLargeReply() }
        writeLine(writer.bytes, onWritten: onWritten)
    }

    /// Writes a reply whose result is sent from where its parts lie, between its envelope's two ends.
    private func writeInParts(envelope: [UInt8], result: [[UInt8]], id: RequestID, method: String, onWritten: (@Sendable (Bool) -> Void)?) {
        let byteCount = result.reduce(envelope.count + 1) { $0 + $1.count }
        guard byteCount <= maximumMessageLength else {
            replyTooLarge(id: id, method: method, byteCount: byteCount, onWritten: onWritten)
            return
        }
        if byteCount >= ReplyWaits.largeReplyBytes { inputReader.noteLargeReply() }
        writeLine(parts: [envelope] + result + [Self.closingLine], onWritten: onWritten)
    }

    /// From this size on a result is written to the pipe where it lies, between its envelope's two ends, instead
    /// of being copied into one line first (see ``JSONWriter/smallestTextKeptInPlace``).
    package static var smallestResultWrittenInPlace: Int { JSONWriter.smallestTextKeptInPlace }

    /// What closes a success reply's line.
    private static let closingLine = Array("}\n".utf8)

    private func replyTooLarge(id: RequestID, method: String, byteCount: Int, onWritten: (@Sendable (Bool) -> Void)?) {
        reply(
            id: id,
            error: ResponseError(
                code: .resultTooLarge,
                message:
                    "the result of \"\(method)\" is \(ByteCount.describe(byteCount)), over the protocol's limit of \(ByteCount.describe(maximumMessageLength)) per message; ask for fewer results",
                data: ErrorDetails(kind: .resultTooLarge, name: method)),
            onWritten: onWritten)
    }

    /// Writes an error reply; `onWritten` is told once it is in the pipe (or could not be written).
    func reply(id: RequestID, error: ResponseError, onWritten: (@Sendable (Bool) -> Void)? = nil) {
        guard let errorJSON = try? JSONValueEncoder.encode(error) else {
            onWritten?(false)
            return
        }
        var writer = JSONWriter()
        writer.writeRaw(#"{"jsonrpc":"2.0","id":"#)
        writer.write(id.json)
        writer.writeRaw(#","error":"#)
        writer.write(errorJSON)
        writer.writeRaw("}\n")
        writeLine(writer.bytes, onWritten: onWritten)
    }

    /// Writes one line, ending with its newline, or queues it behind the lines still being written; returns without
    /// waiting for the peer to read (unless it has left a great deal unread).
    /// - Parameters:
    ///   - line: The line.
    ///   - whenBehind: What to do when the peer has left ``LineWriter/queueLimit`` bytes unread: wait for room by
    ///     default.
    ///   - onWritten: Told whether the whole line reached the pipe: `false` when the output is closed or
    ///     broken (the peer did not get it).
    func writeLine(_ line: [UInt8], whenBehind: LineWriter.WhenBehind = .wait, onWritten: (@Sendable (_ written: Bool) -> Void)? = nil) {
        record("→", line.dropLast())
        writer.write(LineWriter.Line(parts: [line], byteCount: line.count, onWritten: onWritten), whenBehind: whenBehind)
    }

    /// Writes one line given in parts (the last ends with its newline), as one message: no other line comes
    /// between them.
    func writeLine(parts: [[UInt8]], onWritten: (@Sendable (_ written: Bool) -> Void)? = nil) {
        var start: [UInt8] = []
        for part in parts where start.count < TrafficLog.lineLimit { start += part.prefix(TrafficLog.lineLimit - start.count) }
        let length = parts.reduce(-1) { $0 + $1.count }
        state.withLock { $0.traffic.append("→", start.prefix(length), length: length) }
        writer.write(LineWriter.Line(parts: parts, byteCount: length + 1, onWritten: onWritten))
    }

    func record<Bytes: Collection<UInt8>>(_ direction: String, _ bytes: Bytes) {
        state.withLock { $0.traffic.append(direction, bytes) }
    }

    /// Reads a reply's result: straight from its text, or from the tree of a reply that had to be parsed whole.
    func decodeResult<Request: WireRequest>(_ type: Request.Type, from reply: ReplyResult) throws -> Request.Response {
        do throws(JSONCodingError) {
            switch reply {
            case .tree(let value):
                return try Request.Response.read(from: value)
            case .text(let line, let range):
                return try line.withUnsafeBufferPointer { buffer throws(JSONCodingError) in try Request.Response.read(from: buffer, in: range) }
            }
        } catch {
            throw ConnectionError(
                kind: .malformed, method: Request.method, message: "\(name) answered \"\(Request.method)\" unusably: \(error.inside(member: "result"))")
        }
    }
}
