import Foundation
import IntentJSON
import IntentKitClient
import IntentWire

extension MCPServer {
    /// `tools/list`: one tool per intent the app declares, all on one page.
    func listTools() async throws -> JSONValue {
        let metadata = try await metadata()
        return MCPMessage.object([("tools", .array(metadata.intents.map { Self.tool($0, in: metadata) }))])
    }

    /// An intent as a tool: named by its type, described by its description and parameter summary.
    static func tool(_ intent: IntentDescriptor, in metadata: AppMetadata) -> JSONValue {
        var description = intent.description ?? intent.title
        if let summary = intent.parameterSummary.flatMap(firstSummary) { description += " Summary: \(summary)." }
        let destructive = isDestructive(intent)
        return MCPMessage.object([
            ("name", .string(intent.name)), ("title", .string(intent.title)), ("description", .string(description)),
            ("inputSchema", MCPSchema.input(for: intent, in: metadata)), ("outputSchema", MCPSchema.output(for: intent)),
            (
                "annotations",
                MCPMessage.object([("title", .string(intent.title)), ("readOnlyHint", .bool(false)), ("destructiveHint", .bool(destructive)), ("openWorldHint", .bool(false))])
            ),
        ])
    }

    /// A parameter summary's first sentence, `${name}` for each parameter: "Add ${title} at ${startDate}".
    static func firstSummary(_ summary: ParameterSummaryDescriptor) -> String? {
        switch summary {
        case .summary(let format, _): format
        case .when(_, _, _, let then, let otherwise): otherwise.flatMap(firstSummary) ?? firstSummary(then)
        case .switchOn(_, let cases, let defaultCase): defaultCase.flatMap(firstSummary) ?? cases.lazy.compactMap { firstSummary($0.summary) }.first
        }
    }

    /// Whether an intent is destructive: its code asks for confirmation (the metadata's `asksForConfirmation`, from
    /// the build plugin's scan of the sources), it is a system delete intent, or its name starts a word that
    /// deletes (`ResetTestDataIntent`, `ClearSpotlightIntent`).
    ///
    /// MCP reads `destructiveHint: false` as "only adds", so an intent that deletes without asking is marked too; the
    /// name is the signal, not the description, which names what a screen offers ("with Open and Delete buttons").
    static func isDestructive(_ intent: IntentDescriptor) -> Bool {
        intent.asksForConfirmation || intent.roles.contains("delete") || nameWords(intent.name).contains { destructiveVerbs.contains($0) }
    }

    /// Verbs that begin the names of intents that delete or replace what is there.
    static let destructiveVerbs: Set<String> = ["delete", "remove", "reset", "erase", "clear", "purge", "wipe", "destroy", "trash", "discard"]

    /// A type name's words, lowercased: `ResetTestDataIntent` is `reset`, `test`, `data`, `intent`; an acronym is a
    /// word of its own (`URLResetIntent`: `url`, `reset`, `intent`).
    static func nameWords(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase && !word.isEmpty
                && (previous?.isUppercase == false || next?.isLowercase == true)
            if startsWord {
                words.append(word.lowercased())
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words
    }

    /// `tools/call`: runs the intent; its failure, or the app's, is a tool error (`isError`), never a protocol error.
    func callTool(_ params: JSONObject) async throws -> MCPResult {
        guard let name = params["name"]?.string else { throw MCPError.invalidParams("tools/call needs \"name\", the tool's name") }
        let metadata = try await metadata()
        guard let intent = metadata.intents.first(where: { $0.name == name }) else {
            throw MCPError.invalidParams("no tool named \"\(name)\"" + NameSuggester.didYouMean(name, in: metadata.intents.map(\.name)))
        }
        let arguments = params["arguments"] ?? .object(JSONObject())
        guard let object = arguments.object else {
            return MCPResult(Self.toolError("the arguments of \(name) are an object of its parameters, not \(arguments.kindDescription)"))
        }
        var parameters: [String: IntentValue] = [:]
        // Made for calls with arguments only: its date reader takes the clock and the time zone.
        lazy var reader = JSONArgument(parser: ArgumentValueParser(metadata: metadata))
        for member in object.members {
            guard let parameter = intent.parameters.first(where: { $0.name == member.key }) else {
                let names = intent.parameters.map(\.name)
                return MCPResult(Self.toolError("\(name) has no parameter \"\(member.key)\"; its parameters: " + (names.isEmpty ? "none" : names.joined(separator: ", "))))
            }
            do {
                parameters[member.key] = try reader.value(member.value, as: parameter.type, name: member.key)
            } catch let error as UsageError {
                return MCPResult(Self.toolError(error.message))
            }
        }
        let token = params["_meta"]?.object?["progressToken"]
        var progress: (@Sendable (IntentProgressUpdate) -> Void)?
        if let token {
            progress = { [weak self] update in self?.sendProgress(token, update) }
        }
        do {
            let response = try await session.run(name, parameters: parameters, progress: progress)
            return Self.toolResult(response)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return MCPResult(Self.toolError(String(describing: error)))
        }
    }

    /// A run's answer as a tool result: `structuredContent` (`{"value", "dialog"}`), and the same JSON as text, as
    /// MCP asks of a tool with structured output (for clients that read only `content`).
    ///
    /// Written straight to text: the structured JSON once, then the result around it, with that JSON again as a
    /// string.
    static func toolResult(_ response: RunIntentResponse) -> MCPResult {
        var structured = JSONWriter(capacity: 256)
        structured.writeRaw("{")
        if let value = response.value {
            structured.writeRaw(#""value":"#)
            MCPValue.write(value, to: &structured)
        }
        if let dialog = response.dialog?.full {
            if response.value != nil { structured.writeRaw(",") }
            structured.writeRaw(#""dialog":"#)
            structured.writeString(dialog)
        }
        structured.writeRaw("}")
        let text = structured.bytes
        var result = JSONWriter(capacity: 2 * text.count + 96)
        result.writeRaw(#"{"content":[{"type":"text","text":"#)
        text.withUnsafeBufferPointer { text in
            result.writeString(utf8: text)
            result.writeRaw(#"}],"structuredContent":"#)
            result.writeBytes(text)
        }
        result.writeRaw(#","isError":false}"#)
        return MCPResult(json: result.bytes)
    }

    /// A tool error: what went wrong, for the model to read and correct.
    static func toolError(_ message: String) -> JSONValue {
        MCPMessage.object([("content", .array([MCPMessage.object([("type", .string("text")), ("text", .string(message))])])), ("isError", .bool(true))])
    }

    func sendProgress(_ token: JSONValue, _ update: IntentProgressUpdate) {
        var members: [(String, JSONValue)] = [("progressToken", token), ("progress", .number(JSONNumber(Int(update.completedUnitCount))))]
        if update.totalUnitCount > 0 { members.append(("total", .number(JSONNumber(Int(update.totalUnitCount))))) }
        members.append(("message", .string(update.description)))
        send(MCPMessage.notification("notifications/progress", MCPMessage.object(members)))
    }
}
