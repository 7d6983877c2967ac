import Foundation
import Testing

@testable import IntentWire

/// A hostile client sends every parameter of every CometCal intent the values at and past the edges of its kind;
/// the app answers each request with a result or an error, keeps running, and starts again on what it stored.
///
/// Each case once killed CometCal or was stored and then killed it at every launch (a date of `1e20` seconds, a
/// request id past `Int.max`); the sweep keeps the whole class closed, not just those cases.
@Suite struct BoundaryValueTests {
    /// Values of each kind at and past its edges, as JSON text; every parameter also gets those of other kinds.
    static let edgeNumbers = [
        "0", "-0", "-1", "1.5", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "123456789012345678901234567890", "1e20", "-1e20", "5e-324", "1.7976931348623157e308", "-1.7976931348623157e308", "1e400",
    ]
    static let edgeDates = [
        "1e20", "-1e20", "253402300800", "-62135596800", "-1e12", "1e12", "1.7976931348623157e308", "-1.7976931348623157e308", "5e-324",
        "\"10000-01-01T00:00:00Z\"", "\"0000-01-01T00:00:00Z\"", "\"-5000-01-01T00:00:00Z\"", "\"9999-12-31T23:59:59Z\"", "\"0001-01-01T00:00:00Z\"",
    ]
    static let edgeStrings = ["\"\"", "\"\\u0000\"", "\"a\\nb\"", "\"\\u202e\"", "\"%@%n%s\"", "\"${title}\"", "\"" + String(repeating: "🚀", count: 2_000) + "\""]

    static func values(for type: [String: Any]) -> [String] {
        let kind = type["kind"] as? String ?? ""
        var edges: [String] = []
        switch kind {
        case "optional": return Self.values(for: type["wrapped"] as? [String: Any] ?? [:]) + ["null"]
        case "Int", "Double": edges = edgeNumbers.flatMap { [#"{"int":\#($0)}"#, #"{"double":\#($0)}"#] } + [#"{"string":"99999999999999999999"}"#]
        case "Date", "Duration":
            let key = kind == "Date" ? "date" : "duration"
            edges = edgeDates.map { #"{"\#(key)":\#($0)}"# } + edgeNumbers.map { #"{"double":\#($0)}"# } + edgeDates.map { #"{"string":\#($0)}"# }
        case "Measurement":
            let dimension = type["dimension"] as? String ?? "UnitLength"
            edges = ["0", "-1e308", "1e308", "5e-324", "-0.0"].flatMap { value in
                ["km", "m", "bogus", "", "°C"].map { #"{"measurement":{"value":\#(value),"unit":"\#($0)","dimension":"\#(dimension)"}}"# }
            }
        case "String": edges = edgeStrings.map { #"{"string":\#($0)}"# }
        case "entity":
            let name = type["name"] as? String ?? ""
            edges =
                ["", String(repeating: "x", count: 100_000), "00000000-0000-0000-0000-000000000000", "ZZZZZZZZ-0000-0000-0000-000000000000", "\\u0000", "-1"]
                .map { #"{"entity":{"type":"\#(name)","id":"\#($0)"}}"# } + edgeStrings.prefix(4).map { #"{"string":\#($0)}"# }
        case "enum": edges = ["", "nope", String(repeating: "x", count: 100_000)].map { #"{"enum":{"type":"\#(type["name"] ?? "")","case":"\#($0)"}}"# }
        case "array":
            let elements = Self.values(for: type["element"] as? [String: Any] ?? [:])
            edges =
                [#"{"array":[]}"#, #"{"array":[{"int":1}]}"#, "{\"array\":[" + Array(repeating: elements[0], count: 20_000).joined(separator: ",") + "]}"]
                + elements.prefix(6).map { #"{"array":[\#($0)]}"# }
        default: edges = [#"{"string":""}"#]
        }
        return edges + [
            #"{"int":-9223372036854775808}"#, #"{"double":-1e308}"#, #"{"date":1e300}"#, #"{"duration":-1e300}"#, #"{"bool":true}"#,
            #"{"array":[{"array":[{"array":[]}]}]}"#, #"{"url":"::::"}"#,
        ]
    }

    /// A valid value for a required parameter (so that the edge value, not a missing one, is what the app sees).
    static func usual(_ parameter: [String: Any], entities: [String: String], enums: [String: String]) -> String? {
        let type = parameter["type"] as? [String: Any] ?? [:]
        if let range = parameter["inclusiveRange"] as? [String: Any], let lower = range["lowerBound"] as? Double { return #"{"int":\#(Int(lower))}"# }
        switch type["kind"] as? String {
        case "Int": return #"{"int":1}"#
        case "Double": return #"{"double":1.5}"#
        case "String": return #"{"string":"Edge"}"#
        case "Bool": return #"{"bool":false}"#
        case "Date": return #"{"date":817652567.5}"#
        case "entity": return entities[type["name"] as? String ?? ""].map { #"{"entity":{"type":"\#(type["name"]!)","id":"\#($0)"}}"# }
        case "enum": return enums[type["name"] as? String ?? ""].map { #"{"enum":{"type":"\#(type["name"]!)","case":"\#($0)"}}"# }
        default: return nil
        }
    }

    /// A client that answers every prompt by cancelling, and numbers its requests.
    final class Client {
        let app: RawApp
        var nextID = 0

        init(_ app: RawApp) { self.app = app }

        /// The reply to one request (prompts on the way cancelled), parsed; `nil` when none came.
        func call(_ method: String, _ params: String) async -> [String: Any]? {
            nextID += 1
            let id = nextID
            app.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
            while let line = await app.next(within: .seconds(60)) {
                guard let message = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    Issue.record("not a JSON object: \(line.prefix(300))")
                    return nil
                }
                // Progress notifications and other requests than prompts are not what is waited for.
                if message["method"] as? String == "prompt", let promptID = message["id"] as? Int {
                    app.send(#"{"jsonrpc":"2.0","id":\#(promptID),"result":{"cancelled":true}}"#)
                } else if message["id"] as? Int == id {
                    return message
                }
            }
            Issue.record("no reply to \(id) \(method), ended: \(app.child.termination.map { "\($0)" } ?? "running")")
            return nil
        }

        /// Reads everything the app holds and shows, so that a bad value stored by the last request is touched.
        func readsEverything() async -> Bool {
            for (method, params) in [
                ("search/query", #"{"entity":"EventEntity","query":"zzz"}"#), ("entity/query", #"{"entity":"EventEntity","query":{"kind":"all"}}"#),
                ("screen/read", "{}"),
            ] {
                guard let reply = await call(method, params), reply["result"] != nil else { return false }
            }
            return true
        }
    }

    @Test func everyIntentAnswersEdgeValuesAndKeepsRunning() async throws {
        let scratch = Scratch("edges")
        var app = try RawApp(container: scratch.url)
        var client = Client(app)
        let handshake = try #require(await client.call("initialize", #"{"protocolVersion":1,"clientName":"edges"}"#))
        let metadata = try #require((handshake["result"] as? [String: Any])?["metadata"] as? [String: Any])
        _ = await client.call("intent/run", #"{"intent":"SeedSampleEventsIntent","parameters":{}}"#)
        var enums: [String: String] = [:]
        for case let described as [String: Any] in metadata["enums"] as? [Any] ?? [] {
            enums[described["name"] as? String ?? ""] = ((described["cases"] as? [[String: Any]])?.first?["rawValue"] as? String)
        }
        var entities: [String: String] = [:]
        for case let described as [String: Any] in metadata["entities"] as? [Any] ?? [] {
            let name = described["name"] as? String ?? ""
            let reply = await client.call("entity/query", #"{"entity":"\#(name)","query":{"kind":"all"}}"#)
            entities[name] = (((reply?["result"] as? [String: Any])?["entities"] as? [[String: Any]])?.first?["id"] as? String)
        }
        var sent = 0
        for case let intent as [String: Any] in metadata["intents"] as? [Any] ?? [] {
            let name = try #require(intent["name"] as? String)
            let parameters = intent["parameters"] as? [[String: Any]] ?? []
            for parameter in parameters {
                let parameterName = try #require(parameter["name"] as? String)
                let others = parameters.filter { $0["name"] as? String != parameterName }.compactMap { other in
                    Self.usual(other, entities: entities, enums: enums).map { #""\#(other["name"]!)":\#($0)"# }
                }
                for value in Self.values(for: parameter["type"] as? [String: Any] ?? [:]) {
                    sent += 1
                    let members = ([#""\#(parameterName)":\#(value)"#] + others).joined(separator: ",")
                    let reply = await client.call("intent/run", #"{"intent":"\#(name)","parameters":{\#(members)}}"#)
                    let answered = reply.map { $0["result"] != nil || $0["error"] != nil } ?? false
                    let stillServing = answered ? await client.readsEverything() : false
                    #expect(answered && stillServing, "\(name) with \(parameterName) = \(value.prefix(120)): \(app.child.stderrText.suffix(400))")
                    guard answered && stillServing else {
                        // Go on from a fresh container, so one failure does not hide the rest.
                        app = try RawApp(container: Scratch("edges-after-failure").url)
                        client = Client(app)
                        _ = await client.call("initialize", #"{"protocolVersion":1,"clientName":"edges"}"#)
                        continue
                    }
                }
            }
        }
        #expect(sent > 700)
        // What was stored opens again: the app starts on its container and shows everything.
        #expect(await app.finish() == .exited(0))
        let again = Client(try RawApp(container: scratch.url))
        #expect(await again.call("initialize", #"{"protocolVersion":1,"clientName":"edges"}"#)?["result"] != nil)
        #expect(await again.readsEverything())
    }

    @Test(arguments: ["1e20", "-1e20", "253402300800", "-1e12", "1.7976931348623157e308", "\"10000-01-01T00:00:00Z\""])
    func aDateNoAppCanHoldIsRefusedWithTheRange(_ date: String) async throws {
        let scratch = Scratch("edge-date")
        let client = Client(try RawApp(container: scratch.url))
        _ = await client.call("initialize", #"{"protocolVersion":1,"clientName":"edges"}"#)
        let value = date.hasPrefix("\"") ? #"{"string":\#(date)}"# : #"{"date":\#(date)}"#
        let reply = try #require(
            await client.call(
                "intent/run", #"{"intent":"CreateEventIntent","parameters":{"title":{"string":"Far"},"startDate":\#(value),"calendar":{"string":"Deep Space"}}}"#))
        let error = try #require(reply["error"] as? [String: Any], "\(reply)")
        let data = try #require(error["data"] as? [String: Any])
        #expect(data["kind"] as? String == "outOfRange")
        #expect(data["expected"] as? String == "a date from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z")
        #expect((error["message"] as? String)?.hasPrefix(#"parameter "startDate" of CreateEventIntent must be a date from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z, but was given "#) == true)
        #expect(await client.readsEverything())
    }

    @Test(arguments: ["9223372036854775808", "99999999999999999999999", "-9223372036854775809", "1e400", "184467440737095516160000"])
    func aRequestIDPastIntMaxIsEchoed(_ id: String) async throws {
        let scratch = Scratch("edge-id")
        let app = try RawApp(container: scratch.url)
        app.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"initialize","params":{"protocolVersion":1,"clientName":"edges"}}"#)
        let reply = try #require(await app.next(), "\(app.child.stderrText.suffix(400))")
        #expect(reply.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"result":"#), "\(reply.prefix(200))")
    }

    /// A store written before dates were bounded may hold any number: CometCal opens it, shows it and keeps it.
    @Test func aStoreWithDatesNoAppCanHoldStillOpens() async throws {
        let scratch = Scratch("old-store")
        let calendar = "6D1C0A5E-0000-4000-8000-000000000001"
        let events = [("1e20", "1e20"), ("-1e20", "1e300"), ("1.7976931348623157e308", "1.7976931348623157e308"), ("-1e12", "-1e12")]
            .enumerated().map { index, dates in
                #"{"attendees":[],"calendarID":"\#(calendar)","endDate":\#(dates.1),"id":"00000000-0000-4000-8000-00000000000\#(index)","isAllDay":\#(index % 2 == 0),"startDate":\#(dates.0),"title":"Far \#(index)"}"#
            }
        let store = #"{"calendars":[{"color":"blue","id":"\#(calendar)","title":"Deep Space"}],"events":[\#(events.joined(separator: ","))],"generation":1}"#
        try Data(store.utf8).write(to: scratch.path("store.json"))
        let client = Client(try RawApp(container: scratch.url))
        #expect(await client.call("initialize", #"{"protocolVersion":1,"clientName":"old-store"}"#)?["result"] != nil)
        #expect(await client.readsEverything())
        let all = await client.call("entity/query", #"{"entity":"EventEntity","query":{"kind":"all"}}"#)
        let found = ((all?["result"] as? [String: Any])?["entities"] as? [[String: Any]]) ?? []
        #expect(found.count == 4, "kept, not dropped")
        let far = await client.call("search/query", #"{"entity":"EventEntity","query":"far"}"#)
        #expect(((far?["result"] as? [String: Any])?["entities"] as? [Any])?.count == 4)
        let snippet = await client.call(
            "intent/run", #"{"intent":"EventSummarySnippetIntent","parameters":{"event":{"entity":{"type":"EventEntity","id":"00000000-0000-4000-8000-000000000001"}}}}"#)
        #expect(snippet?["result"] != nil, "\(String(describing: snippet))")
        #expect(await client.readsEverything())
    }
}
