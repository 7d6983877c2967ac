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

    /// IntentKit's own kills are not crashes: an app slower to start than the launch deadline is killed by IntentKit,
    /// and however often that happens, the next call launches it again (a loaded CI runner is slow, not broken).
    @Test func launchesKilledAtTheLaunchDeadlineAreNotCrashes() async throws {
        try await TestSessions.with(environment: ["FAULTY_HANG_BEFORE_HANDSHAKE": "1", "INTENTKIT_LAUNCH_TIMEOUT": "0.3", "INTENTKIT_GRACE_PERIOD": "0.2"]) {
            _, definitions in
            for attempt in 1...3 {
                let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["EchoIntent"].makeIntent(text: "hi").run() }
                #expect(error?.kind == .launchFailed, "attempt \(attempt): \(String(describing: error))")
                #expect(error?.stopReason == .launchTimeout, "attempt \(attempt)")
                #expect(error?.isCrash == false, "attempt \(attempt)")
            }
        }
    }

    /// An intent that passes its deadline on the app's first request is killed by IntentKit: twice in a row is no
    /// crash loop, and the next call relaunches the app.
    @Test func appsKilledAtARequestDeadlineAreNotCrashes() async throws {
        try await TestSessions.with(environment: ["INTENTKIT_TIMEOUT": "0.3", "INTENTKIT_GRACE_PERIOD": "0.2"]) { session, definitions in
            for attempt in 1...2 {
                let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["WedgeIntent"].makeIntent().run() }
                #expect(error?.kind == .timedOut, "attempt \(attempt): \(String(describing: error))")
                #expect(error?.stopReason == .unresponsive, "attempt \(attempt)")
                #expect(error?.isCrash == false, "attempt \(attempt)")
            }
            let echoed: String = try await definitions.intents["EchoIntent"].makeIntent(text: "relaunched").run().value
            #expect(echoed == "relaunched")
        }
    }

    /// A request open while the session stops its app fails saying IntentKit stopped it, not that it crashed; and
    /// such stops never count towards a crash loop.
    @Test func anAppStoppedByItsSessionDidNotCrash() async throws {
        try await TestSessions.with(environment: ["INTENTKIT_GRACE_PERIOD": "0.2"]) { session, definitions in
            for attempt in 1...2 {
                let pid = try await session.processIdentifier()
                let wedged = Task { try await AppSession.$current.withValue(session) { try await definitions.intents["WedgeIntent"].makeIntent(ignoreTerm: true).run() } }
                try await Task.sleep(for: .milliseconds(200))
                await session.relaunch()
                let error = await #expect(throws: AppProcessError.self) { try await wedged.value }
                #expect(error?.kind == .terminated, "attempt \(attempt)")
                #expect(error?.stopReason == .stopping, "attempt \(attempt)")
                #expect(
                    error?.message
                        == "com.example.FaultyApp ended while answering WedgeIntent.run(): it was killed by IntentKit (SIGKILL) because its session was "
                        + "stopping it (a relaunch, a shutdown or the end of the test process); the next call relaunches it", "attempt \(attempt)")
                #expect(error?.isCrash == false)
                #expect(try await session.processIdentifier() != pid)
            }
        }
    }
}
