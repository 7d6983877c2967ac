import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// The real app as a hostile client meets it: odd ids, hostile numbers and text, huge names, oversized results, and thousands of fuzzed frames.
@Suite struct ProtocolRobustnessTests {
    @Test func idsAreEchoedExactlyByTheApp() async throws {
        let scratch = Scratch("ids")
        let app = try RawApp(container: scratch.path("container"))
        for id in ["1.5", "1e300", "18446744073709551616", "-7", "null", #""x-1""#] {
            app.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"entity/query","params":{"entity":"CalendarEntity","query":{"kind":"suggested"}}}"#)
            let reply = try #require(await app.next())
            #expect(reply.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"result":{"entities":["#), "\(reply)")
        }
        app.send(#"{"jsonrpc":"2.0","id":false,"method":"entity/query","params":{}}"#)
        #expect(
            await app.next()
                == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the message is not a valid JSON-RPC 2.0 request: \"id\" must be a string, a number or null, found a Boolean","data":{"kind":"invalidRequest"}}}"#
        )
        #expect(await app.finish() == .exited(0))
    }

    /// One past either end of Int, and numbers a Double would round to an integer, are refused with the range, never
    /// read as the nearest Int (`Int.min - 1` once read as `Int.min`, while `Int.max + 1` was refused).
    @Test(arguments: [
        ("-9223372036854775809", "is out of range for Int, which holds -9223372036854775808 to 9223372036854775807"),
        ("9223372036854775808", "is out of range for Int, which holds -9223372036854775808 to 9223372036854775807"),
        ("-9223372036854775808.5", "is not a whole number, as Int requires"),
        ("-9223372036854775807.9", "is not a whole number, as Int requires"),
        ("3.0000000000000001", "is not a whole number, as Int requires"),
        ("-9.223372036854775809e18", "is out of range for Int, which holds -9223372036854775808 to 9223372036854775807"),
        ("1e-400", "is not a whole number, as Int requires"),
    ])
    func integersPastEitherEdgeAreRefusedNotRounded(_ number: String, _ problem: String) async throws {
        let scratch = Scratch("int-edges")
        let app = try RawApp(container: scratch.path("container"))
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedBulkEventsIntent","parameters":{"count":{"int":\#(number)}}}}"#)
        #expect(
            await app.next()
                == #"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"invalid parameters for \"intent/run\": at \"params.parameters.count.int\": \#(number) \#(problem)","data":{"kind":"invalidParams"}}}"#
        )
        #expect(await app.finish() == .exited(0))
    }

    @Test func hostileNumbersAndTextAreNamedWithTheirPosition() async throws {
        let scratch = Scratch("hostile")
        let app = try RawApp(container: scratch.path("container"))
        // What Python's json.dumps writes for float('nan') by default.
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"SeedBulkEventsIntent","parameters":{"count":{"double":NaN}}}}"#)
        #expect(
            await app.next()
                == #"{"jsonrpc":"2.0","id":1,"error":{"code":-32700,"message":"the message is not valid JSON: NaN is not valid JSON; send null or a finite number (at byte 120)","data":{"kind":"parseError"}}}"#
        )
        app.send(#"{"jsonrpc":"2.0","id":2,"method":"intent/run","params":{"intent":"SeedBulkEventsIntent","parameters":{"count":{"int":9223372036854775808}}}}"#)
        #expect(
            await app.next()
                == #"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"invalid parameters for \"intent/run\": at \"params.parameters.count.int\": 9223372036854775808 is out of range for Int, which holds -9223372036854775808 to 9223372036854775807","data":{"kind":"invalidParams"}}}"#
        )
        app.write(Array(#"{"jsonrpc":"2.0","id":3,"method":"intent/run","params":{"intent":"Fetch"#.utf8) + [0xFF] + Array("\"}}\n".utf8))
        #expect(
            await app.next()
                == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32700,"message":"the message is not valid JSON: invalid UTF-8: byte 0xFF cannot start a character (at byte 71)","data":{"kind":"parseError"}}}"#
        )
        #expect(await app.finish() == .exited(0))
    }

    @Test(.isolatedApp("com.example.CometCal"))
    func aHugeUnknownNameFailsShortOnBothSides() async throws {
        let huge = String(repeating: "CreateEvent", count: 100_000)
        let error = await #expect(throws: IntentRequestError.self) { try await CometCal.definitions.intents[huge].makeIntent().run() }
        #expect(error?.kind == .unknownIntent)
        #expect(error?.message.hasSuffix("… (1100000 characters in all)\" in com.example.CometCal") == true)
        let scratch = Scratch("huge")
        let app = try RawApp(container: scratch.path("container"))
        app.send(#"{"jsonrpc":"2.0","id":1,"method":"intent/run","params":{"intent":"\#(huge)","parameters":{}}}"#)
        app.send(#"{"jsonrpc":"2.0","id":2,"method":"\#(huge)"}"#)
        // The two requests run at once: their replies may come in either order.
        let replies = [await app.next(), await app.next()].compactMap { $0 }
        #expect(replies.count == 2)
        #expect(Set(replies.map { $0.contains(#""id":1,"#) ? 1 : $0.contains(#""id":2,"#) ? 2 : 0 }) == [1, 2], "\(replies.map { $0.prefix(80) })")
        #expect(replies.allSatisfy { $0.utf8.count < 1000 && $0.contains("(1100000 characters in all)") })
        #expect(await app.finish() == .exited(0))
    }

    @Test func anOversizedResultFailsAtOnceNamingItsSize() async throws {
        try await TestSessions.with(CometCal.bundleIdentifier, environment: ["INTENTKIT_MAX_MESSAGE_BYTES": "65536"]) { _, definitions in
            try await definitions.intents["SeedBulkEventsIntent"].makeIntent(count: 1000).run()
            let error = await #expect(throws: IntentRequestError.self) { try await definitions.entities["EventEntity"].allEntities() }
            #expect(error?.kind == .resultTooLarge)
            #expect(error?.message.hasPrefix(#"the result of "entity/query" is "#) == true)
            #expect(error?.message.hasSuffix(#", over the protocol's limit of 64 KiB (65536 bytes) per message; ask for fewer results"#) == true)
            #expect(try await definitions.entities["CalendarEntity"].allEntities().count == 2, "the app still answers")
        }
    }

    @Test(.isolatedApp("com.example.CometCal"))
    func largeResultsArePagedTransparently() async throws {
        try await CometCal.definitions.intents["SeedBulkEventsIntent"].makeIntent(count: 2500).run()
        let all = try await CometCal.events.allEntities()
        #expect(all.count == 2500)
        // Every event arrives once, across the pages.
        #expect(Set(all.map(\.identifier.instanceIdentifier)).count == 2500)
        let titles = try all.map { try $0.title as String }
        #expect(titles.filter { $0.hasSuffix(" 00000") || $0.hasSuffix(" 02499") }.count == 2)
        #expect(try await CometCal.events.spotlightQuery().count == 2500)
        let traffic = try await CometCal.definitions.session.diagnostics().recentTraffic
        #expect(traffic.contains { $0.hasPrefix("→") && $0.contains(#""page":{"limit":1000,"cursor":"#) }, "later pages are asked for by cursor")
    }

    /// A few thousand random and mutated frames: the app stays up, every frame whose id can be read is
    /// answered exactly once with that id, and nothing is answered twice.
    @Test func fuzzedFramesNeverCrashNorGoUnansweredNorAnswerTwice() async throws {
        let frameCount = Int(ProcessInfo.processInfo.environment["INTENTKIT_FUZZ_FRAMES"] ?? "") ?? 3000
        let scratch = Scratch("fuzz")
        let app = try RawApp(container: scratch.path("container"))
        _ = await app.initialize()
        var generator = SeededGenerator(seed: 0x1D_E47C17)
        var expected: Set<String> = []
        for index in 0..<frameCount {
            let frame = FuzzFrames.frame(index, using: &generator)
            if let id = frame.answeredID { expected.insert(id) }
            app.write(frame.bytes + [0x0A])
        }
        app.send(#"{"jsonrpc":"2.0","id":"end","method":"entity/query","params":{"entity":"CalendarEntity","query":{"kind":"all"}}}"#)
        var answered: [String: Int] = [:]
        var sawEnd = false
        while !(sawEnd && expected.isSubset(of: Set(answered.keys))), let line = await app.next(within: .seconds(60)) {
            if line.contains(#""method":"prompt""#) {
                // A mutated frame ran an intent that asks something: refuse, as a client may.
                if let id = line.firstMatch(of: /"id":(\d+)/)?.1 { app.send(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32004,"message":"fuzz"}}"#) }
                continue
            }
            let parsed = try JSONParser.parse(Array(line.utf8))
            let id = String(decoding: JSONWriter.compact(parsed.object?["id"] ?? .null), as: UTF8.self)
            answered[id, default: 0] += 1
            if id == #""end""# { sawEnd = true }
        }
        #expect(app.child.termination == nil, "the app is alive")
        let missing = expected.subtracting(answered.keys)
        #expect(missing.isEmpty, "unanswered: \(missing.sorted().prefix(10))")
        let twice = answered.filter { $0.key != "null" && $0.value > 1 }
        #expect(twice.isEmpty, "answered more than once: \(twice.prefix(10))")
        #expect(await app.finish() == .exited(0))
    }
}

/// Frames for the fuzz run: intact requests, requests with a readable header and mutated params, and noise.
enum FuzzFrames {
    struct Frame {
        var bytes: [UInt8]
        /// The id (as JSON text) the app must answer, when the frame's header is intact.
        var answeredID: String?
    }

    static let methods = ["entity/query", "search/query", "valueQuery/run", "intent/run", "screen/read", "initialize", "no/such/method"]
    static let params = [
        #"{"entity":"EventEntity","query":{"kind":"string","string":"Cosmic"}}"#,
        #"{"entity":"CalendarEntity","query":{"kind":"all"}}"#,
        #"{"entity":"EventEntity","query":"ray"}"#,
        #"{"query":"EventValueQuery","input":{"string":"trajectory"}}"#,
        #"{"intent":"CountEventsIntent","parameters":{"calendar":{"string":"Deep Space"}}}"#,
        #"{"intent":"FetchEventIntent","parameters":{"title":{"string":"Zero-G Yoga"}}}"#,
        #"{"protocolVersion":1,"clientName":"fuzz"}"#,
        #"{}"#,
    ]
    static let noise: [UInt8] = Array(#"{}[]",:0123456789.eE+-truefalsnul\"xyzé"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xFF, 0x80]

    static func frame<G: RandomNumberGenerator>(_ index: Int, using generator: inout G) -> Frame {
        let id = index % 5 == 0 ? #""f\#(index)""# : "\(index + 1000)"
        let method = methods[Int.random(in: 0..<methods.count, using: &generator)]
        let header = Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":"#.utf8)
        var body = Array(params[Int.random(in: 0..<params.count, using: &generator)].utf8)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<2:
            return Frame(bytes: header + body + Array("}".utf8), answeredID: id)
        case 2..<8:
            for _ in 0..<Int.random(in: 1...6, using: &generator) { mutate(&body, using: &generator) }
            return Frame(bytes: header + body + Array("}".utf8), answeredID: id)
        case 8:
            var whole = header + body + Array("}".utf8)
            for _ in 0..<Int.random(in: 1...8, using: &generator) { mutate(&whole, using: &generator) }
            return Frame(bytes: whole, answeredID: nil)
        default:
            let length = Int.random(in: 0..<200, using: &generator)
            return Frame(bytes: (0..<length).map { _ in noise[Int.random(in: 0..<noise.count, using: &generator)] }, answeredID: nil)
        }
    }

    /// One random edit: flip, insert, delete, duplicate a span, or cut the tail; never a newline.
    static func mutate<G: RandomNumberGenerator>(_ bytes: inout [UInt8], using generator: inout G) {
        guard !bytes.isEmpty else { return }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes[position] = noise[Int.random(in: 0..<noise.count, using: &generator)]
        case 1: bytes.insert(noise[Int.random(in: 0..<noise.count, using: &generator)], at: position)
        case 2: bytes.remove(at: position)
        case 3:
            let end = min(bytes.count, position + Int.random(in: 1...20, using: &generator))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        default: bytes.removeSubrange(position...)
        }
        bytes.removeAll { $0 == 0x0A || $0 == 0x0D }
    }
}
