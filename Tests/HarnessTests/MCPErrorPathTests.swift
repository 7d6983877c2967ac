import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

/// Every error path of `harness mcp` answers what was asked, with the id it was asked with, and says what happened:
/// a message over the limit or not JSON keeps its id when it can be read, a client's refusal of an elicitation is
/// named as the client's, and a server killed outright leaves no container behind for good.
@Suite(.serialized) struct MCPErrorPathTests {
    let sandbox = HarnessSandbox()

    private func text(_ result: JSONObject?) -> String {
        result?["content"]?.array?.first?.object?["text"]?.string ?? ""
    }

    @Test func aMessageOverTheLimitOrNotJSONIsAnsweredWithItsID() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox, environment: ["INTENTKIT_MAX_MESSAGE_BYTES": "2048"])
        _ = try await client.initialize()
        client.sendRaw(#"{"jsonrpc":"2.0","id":"big","method":"ping","params":{"padding":""# + String(repeating: "x", count: 5_000) + #""}}"#)
        let dropped = try await client.message { $0["error"] != nil && $0["id"] == .string("big") }
        #expect(dropped["error"]?.object?["code"] == .number(JSONNumber(-32600)))
        #expect(dropped["error"]?.object?["message"]?.string?.hasPrefix("a message of 5") == true, "\(dropped)")
        client.sendRaw(#"{"jsonrpc":"2.0","id":41,"method":"tools/call","params":{"name":"CountEventsIntent","arguments":{"#)
        let broken = try await client.message { $0["error"]?.object?["code"] == .number(JSONNumber(-32700)) }
        #expect(broken["id"] == .number(JSONNumber(41)), "\(broken)")
        client.sendRaw("{not json")
        let unreadable = try await client.message { $0["error"]?.object?["code"] == .number(JSONNumber(-32700)) && $0["id"] == .null }
        #expect(unreadable["error"]?.object?["message"]?.string?.hasPrefix("not JSON") == true)
        #expect(try await client.call("ping")["result"] == .object(JSONObject()))
    }

    @Test func anElicitationTheClientAnswersWithAnErrorIsTheClientsRefusal() async throws {
        let client = try MCPClient(["com.example.CometCal"], sandbox: sandbox)
        _ = try await client.initialize(capabilities: #"{"elicitation":{}}"#)
        _ = try await client.call("tools/call", #"{"name":"SeedSampleEventsIntent","arguments":{}}"#)
        let seeded = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        let count = try #require(seeded["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int)
        let deleting = client.send("tools/call", #"{"name":"DeleteEventIntent","arguments":{"event":"Zero-G Yoga"}}"#)
        let question = try await client.message { $0["method"] == .string("elicitation/create") }
        let questionID = String(decoding: JSONWriter.compact(question["id"] ?? .null), as: UTF8.self)
        client.sendRaw(#"{"jsonrpc":"2.0","id":\#(questionID),"error":{"code":-32601,"message":"elicitation is not supported here"}}"#)
        let answered = try await client.reply(to: deleting)
        let result = try #require(answered["result"]?.object, "\(answered)")
        #expect(result["isError"] == .bool(true))
        let message = text(result)
        #expect(!message.contains("this is a bug"), "\(message)")
        #expect(
            message.contains("DeleteEventIntent asked: \"Delete \"Zero-G Yoga\"?\"; the client answered the question with an error (-32601: elicitation is not supported here)"),
            "\(message)")
        let left = try await client.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        #expect(left["result"]?.object?["structuredContent"]?.object?["value"]?.number?.int == count, "nothing was deleted")
    }

    /// The private container of a server killed with SIGKILL (no chance to remove it) is removed by the next server.
    @Test(arguments: [false, true])
    func aKilledServersContainerIsSweptByTheNext(givenAppPath: Bool) async throws {
        let environment = ["INTENTKIT_TEST_CONTAINERS": sandbox.root.appendingPathComponent("containers").path]
        let arguments = ["com.example.CometCal"] + (givenAppPath ? ["--app-path", HarnessSandbox.cometCal] : [])
        let first = try MCPClient(arguments, sandbox: sandbox, environment: environment)
        _ = try await first.initialize()
        _ = try await first.call("tools/call", #"{"name":"SeedSampleEventsIntent","arguments":{}}"#)
        let app = try #require(MCPServerTests.children(of: first.child.pid).first)
        let container = try #require(Self.container(of: app), "the app's container")
        #expect(container.hasPrefix(sandbox.root.path + "/containers/"), "\(container)")
        #expect(FileManager.default.fileExists(atPath: container))
        kill(first.child.pid, SIGKILL)
        _ = await first.child.waitForTermination(timeout: TestWait.limit)
        // Its app dies with it (parent-death signal), letting go of the container's lock.
        _ = await TestWait.until { kill(app, 0) != 0 }

        let second = try MCPClient(arguments, sandbox: sandbox, environment: environment)
        _ = try await second.initialize()
        _ = try await second.call("tools/call", #"{"name":"CountEventsIntent","arguments":{}}"#)
        #expect(await TestWait.until { !FileManager.default.fileExists(atPath: container) }, "the killed server's container was swept")
    }

    /// The container an app was launched with, from its environment.
    static func container(of pid: Int32) -> String? {
        guard let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return nil }
        let entries = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return entries.first { $0.hasPrefix("INTENTKIT_CONTAINER=") }.map { String($0.dropFirst("INTENTKIT_CONTAINER=".count)) }
    }
}
