import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

/// `harness mcp`: CometCal's intents as MCP tools with JSON Schemas, its entities as resources, its prompts as
/// elicitation, and bad input answered without the server stopping, through the real process.
@Suite struct MCPServerTests {
    let sandbox = HarnessSandbox()

    private func tool(_ tools: [JSONValue], _ name: String) throws -> JSONObject {
        try #require(tools.lazy.compactMap(\.object).first { $0["name"]?.string == name }, "no tool \(name)")
    }

    private func text(_ result: JSONObject?) -> String {
        result?["content"]?.array?.first?.object?["text"]?.string ?? ""
    }

    @Test func theIntentsAreToolsWithSchemasFromTheirParameters() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        let initialized = try await client.initialize()
        #expect(initialized["result"]?.object?["protocolVersion"]?.string == "2025-06-18")
        #expect(initialized["result"]?.object?["capabilities"]?.object?["tools"] != nil)
        let tools = try #require(try await client.call("tools/list")["result"]?.object?["tools"]?.array)
        #expect(tools.count == 21)
        let create = try tool(tools, "CreateEventIntent")
        #expect(create["description"]?.string?.hasPrefix("Creates an event in a calendar.") == true)
        let input = try #require(create["inputSchema"]?.object)
        let properties = try #require(input["properties"]?.object)
        #expect(input["required"] == .array([.string("title"), .string("startDate"), .string("calendar")]))
        #expect(properties["title"]?.object?["type"] == .string("string"))
        #expect(properties["startDate"]?.object?["format"] == .string("date-time"))
        #expect(properties["isAllDay"]?.object?["default"] == .bool(false), "a default is given, and the parameter is not required")
        #expect(properties["status"]?.object?["enum"] == .array([.string("confirmed"), .string("tentative"), .string("cancelled")]))
        #expect(properties["calendar"]?.object?["description"]?.string?.contains("its identifier, or text that names it") == true)
        #expect(properties["attendees"]?.object?["items"]?.object?["type"] == .string("object"))
        #expect(create["outputSchema"]?.object?["type"] == .string("object"))
        let importing = try tool(tools, "ImportEventsIntent")
        let count = importing["inputSchema"]?.object?["properties"]?.object?["count"]?.object
        #expect(count?["type"] == .string("integer"))
        #expect(count?["minimum"] == .number(JSONNumber(1)) && count?["maximum"] == .number(JSONNumber(1_000_000)))
        #expect(try tool(tools, "DeleteEventIntent")["annotations"]?.object?["destructiveHint"] == .bool(true))
        #expect(try tool(tools, "CountEventsIntent")["annotations"]?.object?["destructiveHint"] == .bool(false))
        // Deleting without asking is destructive too, by the verb that begins the name; a description that names a
        // Delete button is not.
        #expect(try tool(tools, "ResetTestDataIntent")["annotations"]?.object?["destructiveHint"] == .bool(true))
        #expect(try tool(tools, "ClearSpotlightIntent")["annotations"]?.object?["destructiveHint"] == .bool(true))
        #expect(try tool(tools, "EventSummarySnippetIntent")["annotations"]?.object?["destructiveHint"] == .bool(false))
        #expect(try tool(tools, "CreateEventIntent")["annotations"]?.object?["destructiveHint"] == .bool(false))
    }

    /// Which intents ask for confirmation comes from the build plugin's scan of CometCal's sources, through the
    /// app's metadata: `DeleteEventIntent` calls `requestConfirmation`, no other CometCal intent does.
    @Test func theMetadataSaysWhichIntentsAskForConfirmation() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize()
        let read = try await client.call("resources/read", #"{"uri":"intentkit://com.example.CometCal/metadata"}"#)
        let text = try #require(read["result"]?.object?["contents"]?.array?.first?.object?["text"]?.string)
        let intents = try #require(try JSONParser.parse(Array(text.utf8)).object?["intents"]?.array)
        let asking = intents.compactMap(\.object).filter { $0["asksForConfirmation"] == .bool(true) }.compactMap { $0["name"]?.string }
        #expect(asking == ["DeleteEventIntent"])
        #expect(intents.count == 21)
    }

    /// Listing 250 events takes three pages from one query the app holds between them; every event comes once, and a
    /// cursor that is not this server's, or that the app no longer holds, is an invalid parameter.
    @Test func resourcesArePagedWithTheAppsCursors() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize()
        let seeded = try await client.call("tools/call", #"{"name":"SeedBulkEventsIntent","arguments":{"count":250}}"#)
        #expect(seeded["result"]?.object?["isError"] == .bool(false))
        var uris: [String] = []
        var cursors: [String] = []
        var cursor: String?
        repeat {
            let params = cursor.map { #"{"cursor":"\#($0)"}"# } ?? "{}"
            let page = try #require(try await client.call("resources/list", params)["result"]?.object)
            let resources = page["resources"]?.array ?? []
            #expect(resources.count <= 100)
            uris += resources.compactMap { $0.object?["uri"]?.string }
            cursor = page["nextCursor"]?.string
            if let cursor { cursors.append(cursor) }
        } while cursor != nil && cursors.count < 20
        let events = uris.filter { $0.hasPrefix("intentkit://com.example.CometCal/EventEntity/") }
        #expect(events.count == 250 && Set(events).count == 250, "\(events.count) events, \(Set(events).count) different")
        #expect(Set(uris).count == uris.count)
        #expect(cursors.count >= 2 && cursors[0].hasPrefix("EventEntity:") && cursors[0].count > "EventEntity:".count, "\(cursors)")
        let foreign = try await client.call("resources/list", #"{"cursor":"Nothing:1"}"#)
        #expect(foreign["error"]?.object?["code"] == .number(JSONNumber(-32602)))
        let expired = try await client.call("resources/list", #"{"cursor":"EventEntity:0A1B2C3D-0000-4000-8000-000000000000"}"#)
        #expect(expired["error"]?.object?["code"] == .number(JSONNumber(-32602)))
        #expect(expired["error"]?.object?["message"]?.string?.contains("list from the start") == true, "\(expired)")
    }

    @Test func aCreatedEventIsReadBackAsAResource() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize()
        let created = try await client.call(
            "tools/call",
            #"{"name":"CreateEventIntent","arguments":{"title":"Asteroid Dodgeball Practice","startDate":"2026-12-24T18:00:00Z","isAllDay":false,"calendar":"Deep Space"}}"#)
        let result = try #require(created["result"]?.object)
        #expect(result["isError"] == .bool(false), "\(text(result))")
        let value = try #require(result["structuredContent"]?.object?["value"]?.object)
        #expect(value["type"] == .string("EventEntity"))
        #expect(value["properties"]?.object?["startDate"] == .string("2026-12-24T18:00:00.000Z"))
        #expect(result["structuredContent"]?.object?["dialog"] == .string("Created Asteroid Dodgeball Practice in Deep Space."))
        let id = try #require(value["id"]?.string)
        let uri = "intentkit://com.example.CometCal/EventEntity/\(id)"
        let listed = try await client.call("resources/list")
        let uris = listed["result"]?.object?["resources"]?.array?.compactMap { $0.object?["uri"]?.string } ?? []
        #expect(uris.contains(uri) && uris.first == "intentkit://com.example.CometCal/metadata")
        let read = try await client.call("resources/read", #"{"uri":"\#(uri)"}"#)
        let contents = try #require(read["result"]?.object?["contents"]?.array?.first?.object)
        let entity = try #require(try JSONParser.parse(Array((contents["text"]?.string ?? "").utf8)).object)
        #expect(entity["title"] == .string("Asteroid Dodgeball Practice"))
        let missing = try await client.call("resources/read", #"{"uri":"intentkit://com.example.CometCal/EventEntity/nope"}"#)
        #expect(missing["error"]?.object?["message"] == .string("\"nope\" is not a valid EventEntity identifier; expected a UUID"))
        let absent = try await client.call("resources/read", #"{"uri":"intentkit://com.example.CometCal/EventEntity/00000000-0000-4000-8000-000000000000"}"#)
        #expect(absent["error"]?.object?["message"] == .string("no EventEntity with the identifier \"00000000-0000-4000-8000-000000000000\" in com.example.CometCal"))
        let elsewhere = try await client.call("resources/read", #"{"uri":"file:///etc/passwd"}"#)
        #expect(elsewhere["error"]?.object?["code"] == .number(JSONNumber(-32002)))
    }

    @Test func badInputGetsAnErrorNamingItAndTheServerKeepsServing() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize()
        let unknown = try await client.call("tools/call", #"{"name":"CreateEvntIntent","arguments":{}}"#)
        #expect(unknown["error"]?.object?["code"] == .number(JSONNumber(-32602)))
        #expect(unknown["error"]?.object?["message"]?.string?.hasPrefix("no tool named \"CreateEvntIntent\"; did you mean \"CreateEventIntent\"") == true)
        let wrongType = try await client.call("tools/call", #"{"name":"CreateEventIntent","arguments":{"title":5}}"#)
        #expect(wrongType["result"]?.object?["isError"] == .bool(true))
        let wrongTypeText = text(wrongType["result"]?.object)
        #expect(wrongTypeText.contains("expected a string"))
        let extra = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{"colour":"red"}}"#)
        #expect(text(extra["result"]?.object) == "CountEventsIntent has no parameter \"colour\"; its parameters: calendar")
        let outOfRange = try await client.call("tools/call", #"{"name":"ImportEventsIntent","arguments":{"count":0}}"#)
        #expect(outOfRange["result"]?.object?["isError"] == .bool(true), "the app refuses a value outside the range")
        let notArguments = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":[1]}"#)
        let notArgumentsText = text(notArguments["result"]?.object)
        #expect(notArgumentsText.hasSuffix("not an array"))
        client.sendRaw("{not json")
        let parseError = try await client.message { $0["error"]?.object?["code"] == .number(JSONNumber(-32700)) }
        #expect(parseError["id"] == .null)
        let noMethod = try await client.call("prompts/list")
        #expect(noMethod["error"]?.object?["code"] == .number(JSONNumber(-32601)))
        #expect(try await client.call("ping")["result"] == .object(JSONObject()))
        let counted = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        #expect(counted["result"]?.object?["structuredContent"]?.object?["value"] == .number(JSONNumber(0)))
    }

    @Test func aConfirmationIsAskedThroughElicitationOrRefusedSayingSo() async throws {
        let plain = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await plain.initialize()
        _ = try await plain.call("tools/call", #"{"name":"SeedSampleEventsIntent","arguments":{}}"#)
        let refused = try await plain.call("tools/call", #"{"name":"DeleteEventIntent","arguments":{"event":"Zero-G Yoga"}}"#)
        #expect(refused["result"]?.object?["isError"] == .bool(true))
        let refusal = text(refused["result"]?.object)
        #expect(refusal.hasPrefix("DeleteEventIntent asked: \"Delete \"Zero-G Yoga\"?\"; this client cannot confirm"), "\(refusal)")

        let asking = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await asking.initialize(capabilities: #"{"elicitation":{}}"#)
        _ = try await asking.call("tools/call", #"{"name":"SeedSampleEventsIntent","arguments":{}}"#)
        let deleting = asking.send("tools/call", #"{"name":"DeleteEventIntent","arguments":{"event":"Zero-G Yoga"}}"#)
        let question = try await asking.message { $0["method"] == .string("elicitation/create") }
        let params = try #require(question["params"]?.object)
        #expect(params["message"] == .string("Delete \"Zero-G Yoga\"?"))
        #expect(params["requestedSchema"]?.object?["properties"]?.object?["answer"]?.object?["type"] == .string("boolean"))
        let questionID = String(decoding: JSONWriter.compact(question["id"] ?? .null), as: UTF8.self)
        asking.sendRaw(#"{"jsonrpc":"2.0","id":\#(questionID),"result":{"action":"accept","content":{"answer":true}}}"#)
        let deleted = try await asking.reply(to: deleting)
        #expect(deleted["result"]?.object?["isError"] == .bool(false), "\(text(deleted["result"]?.object))")
        let left = try await asking.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        let before = try await plain.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        let remaining = left["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int
        let untouched = before["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int
        #expect(remaining != nil && untouched != nil && remaining! == untouched! - 1, "each server has a container of its own")
    }

    @Test func aMissingValueAndAnAmbiguousEntityAreAskedThroughElicitation() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize(capabilities: #"{"elicitation":{}}"#)
        _ = try await client.call("tools/call", #"{"name":"SeedSampleEventsIntent","arguments":{}}"#)

        let creating = client.send("tools/call", #"{"name":"CreateEventIntent","arguments":{"startDate":"2026-12-24T18:00:00Z","calendar":"Deep Space"}}"#)
        let valueQuestion = try await client.message { $0["method"] == .string("elicitation/create") }
        let valueSchema = valueQuestion["params"]?.object?["requestedSchema"]?.object?["properties"]?.object?["answer"]?.object
        #expect(valueSchema?["type"] == .string("string"), "the parameter's type: \(String(describing: valueSchema))")
        let valueID = String(decoding: JSONWriter.compact(valueQuestion["id"] ?? .null), as: UTF8.self)
        client.sendRaw(#"{"jsonrpc":"2.0","id":\#(valueID),"result":{"action":"accept","content":{"answer":"Hull Inspection"}}}"#)
        let created = try await client.reply(to: creating)
        #expect(created["result"]?.object?["structuredContent"]?.object?["value"]?.object?["title"] == .string("Hull Inspection"), "\(text(created["result"]?.object))")

        let asking = client.send("tools/call", #"{"name":"EventStatusIntent","arguments":{"event":"Launch Window"}}"#)
        let choiceQuestion = try await client.message { $0["method"] == .string("elicitation/create") && $0["id"] != valueQuestion["id"] }
        let options = choiceQuestion["params"]?.object?["requestedSchema"]?.object?["properties"]?.object?["answer"]?.object?["enum"]?.array ?? []
        #expect(options.contains(.string("Launch Window Review")) && options.contains(.string("Launch Window Review Prep")), "\(options)")
        let choiceID = String(decoding: JSONWriter.compact(choiceQuestion["id"] ?? .null), as: UTF8.self)
        client.sendRaw(#"{"jsonrpc":"2.0","id":\#(choiceID),"result":{"action":"accept","content":{"answer":"Launch Window Review"}}}"#)
        let status = try await client.reply(to: asking)
        #expect(status["result"]?.object?["isError"] == .bool(false), "\(text(status["result"]?.object))")
        #expect(status["result"]?.object?["structuredContent"]?.object?["value"] == .string("tentative"), "the chosen event's status (the other's has none)")

        let declining = client.send("tools/call", #"{"name":"EventStatusIntent","arguments":{"event":"Launch Window"}}"#)
        let declined = try await client.message { $0["method"] == .string("elicitation/create") && $0["id"] != valueQuestion["id"] && $0["id"] != choiceQuestion["id"] }
        let declinedID = String(decoding: JSONWriter.compact(declined["id"] ?? .null), as: UTF8.self)
        client.sendRaw(#"{"jsonrpc":"2.0","id":\#(declinedID),"result":{"action":"decline"}}"#)
        let cancelled = try await client.reply(to: declining)
        #expect(cancelled["result"]?.object?["isError"] == .bool(true), "declining cancels the intent: \(text(cancelled["result"]?.object))")
    }

    @Test func anUnansweredElicitationEndsWithItsCancelledCallAndTheServerExitsAtEndOfInput() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize(capabilities: #"{"elicitation":{}}"#)
        _ = try await client.call("tools/call", #"{"name":"SeedSampleEventsIntent","arguments":{}}"#)
        let deleting = client.send("tools/call", #"{"name":"DeleteEventIntent","arguments":{"event":"Zero-G Yoga"}}"#)
        let question = try await client.message { $0["method"] == .string("elicitation/create") }
        client.sendRaw(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(deleting)}}"#)
        let withdrawn = try await client.message { $0["method"] == .string("notifications/cancelled") }
        #expect(withdrawn["params"]?.object?["requestId"] == question["id"], "the server withdraws its question")
        let counted = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        #expect(counted["result"]?.object?["isError"] == .bool(false))
        #expect(!client.received.contains { $0.object?["id"] == .number(JSONNumber(deleting)) && $0.object?["method"] == nil })

        // A question left open when the client goes away does not keep the server running.
        _ = client.send("tools/call", #"{"name":"DeleteEventIntent","arguments":{"event":"Zero-G Yoga"}}"#)
        _ = try await client.message { $0["method"] == .string("elicitation/create") && $0["id"] != question["id"] }
        client.child.closeStdin()
        #expect(await client.child.waitForTermination(timeout: TestWait.limit) == .exited(0))
    }

    @Test func anAppThatDiesIsRelaunchedOnItsContainerAndTheServerKeepsServing() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize()
        _ = try await client.call("tools/call", #"{"name":"SeedSampleEventsIntent","arguments":{}}"#)
        let before = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        let seeded = try #require(before["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int)
        let app = try #require(Self.children(of: client.child.pid).first, "the app runs as the server's child")
        kill(app, SIGKILL)
        while Self.children(of: client.child.pid).contains(app) { try await Task.sleep(for: .milliseconds(5)) }
        let after = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        #expect(after["result"]?.object?["isError"] == .bool(false), "\(text(after["result"]?.object))")
        #expect(after["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int == seeded, "the same container, its data kept")
        #expect(try #require(Self.children(of: client.child.pid).first) != app)
    }

    /// An app that answers neither a call nor its cancellation in time is killed; the call is a tool error saying
    /// so, and the next call relaunches the app.
    @Test func aHungAppIsKilledTheCallIsAToolErrorAndTheNextCallRelaunchesIt() async throws {
        let client = try MCPClient(["com.example.FaultyApp"], sandbox: sandbox, environment: ["INTENTKIT_TIMEOUT": "0.3", "INTENTKIT_GRACE_PERIOD": "0.3"])
        _ = try await client.initialize()
        let wedged = try await client.call("tools/call", #"{"name":"WedgeIntent","arguments":{}}"#)
        let result = try #require(wedged["result"]?.object)
        #expect(result["isError"] == .bool(true))
        let message = text(result)
        #expect(message.contains("did not answer WedgeIntent.run() within 0.3 seconds, nor within 0.3 seconds of being asked to cancel it, so it was killed"), "\(message)")
        let echoed = try await client.call("tools/call", #"{"name":"EchoIntent","arguments":{"text":"still here"}}"#)
        #expect(echoed["result"]?.object?["isError"] == .bool(false), "\(text(echoed["result"]?.object))")
        #expect(echoed["result"]?.object?["structuredContent"]?.object?["value"] == .string("still here"))
    }

    /// The pids whose parent is `pid` (from /proc).
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[1]) == pid
        }
    }

    @Test func aLongImportReportsProgressAndStopsWhenCancelled() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize()
        let importing = client.send(
            "tools/call", #"{"name":"ImportEventsIntent","arguments":{"count":1000,"batches":100,"pauseMilliseconds":100},"_meta":{"progressToken":"import-1"}}"#)
        let progress = try await client.message { $0["method"] == .string("notifications/progress") }
        #expect(progress["params"]?.object?["progressToken"] == .string("import-1"))
        #expect(progress["params"]?.object?["total"] == .number(JSONNumber(1000)))
        client.sendRaw(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(importing),"reason":"enough"}}"#)
        let counted = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        let count = try #require(counted["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int)
        #expect(count < 1000, "the import stopped")
        try await Task.sleep(for: .milliseconds(300))
        let again = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        #expect(again["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int == count, "and stays stopped")
        #expect(!client.received.contains { $0.object?["id"] == .number(JSONNumber(importing)) }, "a cancelled request gets no reply")
    }
}
