import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// An app that crashes twice in a row while starting, or on its first request, on the same container is reported
/// once, with its crash, its container and how to start fresh, and not relaunched for ever.
@Suite struct CrashLoopTests {
    @Test func anAppThatCrashesAtEveryStartIsReportedNotRelaunched() async throws {
        try await TestSessions.with { session, definitions in
            try FileManager.default.createDirectory(at: session.containerURL, withIntermediateDirectories: true)
            try "version 9 records".write(to: session.containerURL.appendingPathComponent("unreadable-data"), atomically: true, encoding: .utf8)
            for attempt in 1...2 {
                let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["EchoIntent"].makeIntent(text: "hi").run() }
                #expect(error?.kind == .launchFailed, "attempt \(attempt)")
            }
            // Refused before launching: the two launches failed with launchFailed, so crashLoop comes from no third.
            let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["EchoIntent"].makeIntent(text: "hi").run() }
            #expect(error?.kind == .crashLoop)
            #expect(error?.cause?.hasSuffix("Fatal error: FaultyApp cannot read its stored data: version 9 records") == true, "\(String(describing: error?.cause))")
            let fatal = try #require(error?.cause)
            #expect(
                error?.message
                    == "com.example.FaultyApp crashed 2 times in a row while starting or on its first request (\(fatal)), so it is not relaunched: "
                    + "the data in its container \(session.containerURL.path) probably makes it crash; to start fresh, delete that folder or use a "
                    + "new container (shutdown() deletes a private one), or call relaunch() to try the same data again")

            // Once the data is gone, relaunch() tries again and the app serves.
            try FileManager.default.removeItem(at: session.containerURL.appendingPathComponent("unreadable-data"))
            await session.relaunch()
            let echoed: String = try await definitions.intents["EchoIntent"].makeIntent(text: "fresh").run().value
            #expect(echoed == "fresh")
        }
    }

    @Test func anAppThatCrashesOnItsFirstRequestTwiceIsReported() async throws {
        try await TestSessions.with { session, definitions in
            let first = await #expect(throws: AppProcessError.self) { try await definitions.intents["CrashIntent"].makeIntent(kind: "fatalError").run() }
            #expect(first?.kind == .terminated)
            #expect(first?.message.hasSuffix("the next call relaunches it") == true)
            let second = await #expect(throws: AppProcessError.self) { try await definitions.intents["CrashIntent"].makeIntent(kind: "fatalError").run() }
            #expect(second?.kind == .crashLoop)
            #expect(second?.message.contains("Fatal error: reactor breach in sector 7") == true, "\(String(describing: second?.message))")
            let third = await #expect(throws: AppProcessError.self) { try await definitions.intents["EchoIntent"].makeIntent(text: "hi").run() }
            #expect(third?.kind == .crashLoop)
        }
    }

    @Test func anAnswerBetweenCrashesStartsTheCountAgain() async throws {
        try await TestSessions.with { session, definitions in
            for _ in 1...3 {
                let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["CrashIntent"].makeIntent(kind: "fatalError").run() }
                #expect(error?.kind == .terminated)
                let echoed: String = try await definitions.intents["EchoIntent"].makeIntent(text: "alive").run().value
                #expect(echoed == "alive")
            }
        }
    }
}
