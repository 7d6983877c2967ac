import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// Errors that explain: a crash leads with its cause, a thrown enum is named by its case, and every surface's errors are the app's.
@Suite struct AppErrorTests {
    @Test(arguments: [
        ("fatalError", "Fatal error: reactor breach in sector 7"),
        ("precondition", "Precondition failed: the coolant level is negative"),
        ("index", "Fatal error: Index out of range"),
    ])
    func aCrashLeadsWithItsCause(_ kind: String, _ cause: String) async throws {
        try await TestSessions.with { session, definitions in
            let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["CrashIntent"].makeIntent(kind: kind).run() }
            #expect(error?.kind == .terminated)
            #expect(error?.cause?.hasSuffix(cause) == true, "\(String(describing: error?.cause))")
            let firstLine = error.map { String(describing: $0) }?.split(separator: "\n").first.map(String.init)
            #expect(firstLine == error?.cause)
            #expect(error?.message.hasSuffix("com.example.FaultyApp ended while answering CrashIntent.run(): it \(error!.termination!); the next call relaunches it") == true)
            #expect(error?.diagnostics.stderrTail.contains("Registers") == false, "the backtracer is off")
            let echoed: String = try await definitions.intents["EchoIntent"].makeIntent(text: "relaunched").run().value
            #expect(echoed == "relaunched")
        }
    }

    @Test func appsLaunchWithTheBacktracerOffUnlessTheUserAskedForIt() {
        let plain = AppLauncher.environment(for: LaunchPlan(session: AppSession(bundleIdentifier: "com.example.X", environment: [:])))
        #expect(plain["SWIFT_BACKTRACE"] == "enable=no")
        #expect(plain["INTENTKIT_PARENT_PID"] == String(getpid()))
        let chosen = AppLauncher.environment(for: LaunchPlan(session: AppSession(bundleIdentifier: "com.example.X", environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no"])))
        #expect(chosen["SWIFT_BACKTRACE"] == "enable=yes,interactive=no")
    }

    @Test func appsStartWithOneMallocArenaUnlessTheUserChoseOtherwise() async throws {
        func environment(of session: AppSession) async throws -> [String] {
            let pid = try await session.processIdentifier()
            let bytes = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))
            return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        try await TestSessions.with("com.example.CometCal") { session, _ in
            let variables = try await environment(of: session)
            #expect(variables.contains("MALLOC_ARENA_MAX=1"))
        }
        try await TestSessions.with("com.example.CometCal", environment: ["MALLOC_ARENA_MAX": "4"]) { session, _ in
            let variables = try await environment(of: session)
            #expect(variables.contains("MALLOC_ARENA_MAX=4"))
        }
    }

    @Test(arguments: [(true, "reactorBreach", "the reactor breached at stage 3"), (false, "coolantLow", "coolant is low")])
    func aThrownEnumIsNamedByItsCase(_ payload: Bool, _ code: String, _ message: String) async throws {
        try await TestSessions.with { _, definitions in
            let error = await #expect(throws: IntentPerformError.self) { try await definitions.intents["ThrowIntent"].makeIntent(payload: payload).run() }
            #expect(error?.kind == .threw)
            #expect(error?.errorType == "FaultError")
            #expect(error?.errorCode == code)
            #expect(error?.errorMessage == message)
            #expect(error?.message == "ThrowIntent failed: \(message)")
        }
    }

    @Test func queriesScreensAndSearchesThrowTheAppsErrors() async throws {
        try await TestSessions.with { _, definitions in
            let probes = definitions.entities["ProbeEntity"]
            let matching = await #expect(throws: IntentPerformError.self) { try await probes.entities(matching: "voy") }
            #expect(matching?.errorCode == "reactorBreach")
            #expect(matching?.message == #"ProbeEntity.entities(matching: "voy") failed: the reactor breached at stage 1"#)
            let byID = await #expect(throws: IntentPerformError.self) { try await probes.entities(identifiers: ["p1"]) }
            #expect(byID?.errorCode == "coolantLow")
            let value = await #expect(throws: IntentPerformError.self) { try await definitions.valueQueries["ProbeValueQuery"].values(for: "x") }
            #expect(value?.message == "ProbeValueQuery failed: the reactor breached at stage 2")
            let screen = await #expect(throws: IntentPerformError.self) { try await HeadlessApplication(bundleIdentifier: TestSessions.faultyApp).screen() }
            #expect(screen?.message == "the app's screen failed: the reactor breached at stage 4")
            try await definitions.intents["DonateProbesIntent"].makeIntent().run()
            let search = await #expect(throws: IntentPerformError.self) { try await probes.spotlightQuery("voyager") }
            #expect(search?.message == #"ProbeEntity.entities(identifiers: "p1"), resolving search hits failed: coolant is low"#)
        }
    }

    @Test func aPromptAnsweredWithAnyErrorEndsTheRunWithItsMessage() async throws {
        let scratch = Scratch("prompt-error")
        let app = try RawApp(RawApp.faultyApp, container: scratch.path("container"))
        _ = await app.initialize()
        for (index, answer) in [#"{"code":-32004,"message":"no answer today"}"#, #"{"code":7,"message":"not now","data":{"reason":1}}"#, #"{"message":"bare"}"#].enumerated() {
            app.send(#"{"jsonrpc":"2.0","id":\#(index),"method":"intent/run","params":{"intent":"AskIntent","parameters":{}}}"#)
            let prompt = try #require(await app.next())
            #expect(prompt.contains(#""method":"prompt""#))
            let promptID = try #require(prompt.firstMatch(of: /"id":(\d+)/)?.1)
            app.send(#"{"jsonrpc":"2.0","id":\#(promptID),"error":\#(answer)}"#)
            let reply = try #require(await app.next())
            let message = try #require(answer.firstMatch(of: /"message":"([^"]*)"/)?.1)
            #expect(reply.hasPrefix(#"{"jsonrpc":"2.0","id":\#(index),"error":{"code":-32004,"message":"\#(message)""#), "\(reply)")
            #expect(reply.contains(#""dialog":"What is the answer?""#))
        }
        #expect(await app.finish() == .exited(0))
    }
}
