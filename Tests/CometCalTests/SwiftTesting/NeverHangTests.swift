import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// Whatever the app does (hangs before its handshake, ignores SIGTERM, wedges every thread, dies), the test side returns.
@Suite struct NeverHangTests {
    @Test func aLaunchThatNeverHandshakesIsKilledAtTheDeadline() async throws {
        let session = TestSessions.make(environment: ["FAULTY_HANG_BEFORE_HANDSHAKE": "1", "INTENTKIT_LAUNCH_TIMEOUT": "0.5", "INTENTKIT_GRACE_PERIOD": "0.2"])
        let error = await #expect(throws: AppProcessError.self) { try await session.metadata() }
        #expect(error?.kind == .launchFailed)
        #expect(error?.message == "\(RawApp.faultyApp) did not complete the IntentKit handshake within 0.5 seconds, so it was killed; set INTENTKIT_LAUNCH_TIMEOUT (seconds) to wait longer")
        #expect(error?.termination == .signaled(SIGKILL), "it ignores SIGTERM, so only SIGKILL ends it")
        await session.shutdown()
    }

    @Test func relaunchDuringAHungLaunchReturns() async throws {
        let session = TestSessions.make(environment: ["FAULTY_HANG_BEFORE_HANDSHAKE": "1", "INTENTKIT_LAUNCH_TIMEOUT": "600"])
        let launch = Task { try await session.metadata() }
        var pid: Int32?
        for _ in 0..<3000 where pid == nil {
            pid = session.launchedExecutable == nil ? nil : try? childPID(of: RawApp.faultyApp, container: session.containerURL.path)
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(pid != nil, "the hung launch's process was found")
        await session.relaunch()
        let error = await #expect(throws: (any Error).self) { try await launch.value }
        #expect(error is CancellationError)
        if let pid { #expect(await waitUntilEnded(pid), "the abandoned launch's process was killed") }
    }

    @Test func stoppingAWedgedAppThatIgnoresSIGTERMReturns() async throws {
        let session = TestSessions.make(environment: ["INTENTKIT_GRACE_PERIOD": "0.2"])
        let definitions = IntentDefinitions(bundleIdentifier: TestSessions.faultyApp)
        let pid = try await session.processIdentifier()
        let wedged = Task { try await AppSession.$current.withValue(session) { try await definitions.intents["WedgeIntent"].makeIntent(ignoreTerm: true).run() } }
        try await Task.sleep(for: .milliseconds(200))
        await session.relaunch()
        #expect(await waitUntilEnded(pid))
        let error = await #expect(throws: AppProcessError.self) { try await wedged.value }
        #expect(error?.kind == .terminated)
        #expect(error?.termination == .signaled(SIGKILL))
        let back: String = try await AppSession.$current.withValue(session) { try await definitions.intents["EchoIntent"].makeIntent(text: "back").run() }.value
        #expect(back == "back")
        await session.shutdown()
    }

    @Test func aTimeoutCancelsTheRequestAndTheAppKeepsRunning() async throws {
        try await TestSessions.with(environment: ["INTENTKIT_TIMEOUT": "0.3", "INTENTKIT_GRACE_PERIOD": "30"]) { session, definitions in
            let pid = try await session.processIdentifier()
            let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["SleepIntent"].makeIntent(seconds: 60.0).run() }
            #expect(error?.kind == .timedOut)
            #expect(
                error?.message
                    == "com.example.FaultyApp did not answer SleepIntent.run() within 0.3 seconds; it was asked to cancel and did, and it keeps running. Set INTENTKIT_TIMEOUT (seconds) to wait longer"
            )
            #expect(try await session.processIdentifier() == pid)
        }
    }

    @Test func anAppThatIgnoresCancellationIsKilledAndRelaunched() async throws {
        try await TestSessions.with(environment: ["INTENTKIT_TIMEOUT": "0.3", "INTENTKIT_GRACE_PERIOD": "0.3"]) { session, definitions in
            let pid = try await session.processIdentifier()
            let error = await #expect(throws: AppProcessError.self) { try await definitions.intents["WedgeIntent"].makeIntent().run() }
            #expect(error?.kind == .timedOut)
            #expect(
                error?.message
                    == "com.example.FaultyApp did not answer WedgeIntent.run() within 0.3 seconds, nor within 0.3 seconds of being asked to cancel it, so it was killed (pid \(pid)); the next call relaunches it. Set INTENTKIT_TIMEOUT (seconds) to wait longer"
            )
            #expect(await waitUntilEnded(pid))
            let echoed: String = try await definitions.intents["EchoIntent"].makeIntent(text: "again").run().value
            #expect(echoed == "again")
            #expect(try await session.processIdentifier() != pid)
        }
    }

    @Test func aCallRightAfterTheAppDiedRelaunchesIt() async throws {
        try await TestSessions.with(CometCal.bundleIdentifier) { session, definitions in
            for _ in 0..<5 {
                let pid = try await session.processIdentifier()
                kill(pid, SIGKILL)
                #expect(await waitUntilEnded(pid))
                let calendars = try await definitions.entities["CalendarEntity"].allEntities()
                #expect(calendars.count == 2)
                #expect(try await session.processIdentifier() != pid)
            }
        }
    }

    /// The pid of a running child of this process launched from `executable`.
    /// The child of this process running `executable` on `container`: other tests run the same app at the same time
    /// (isolated sessions, and the pool that keeps apps ready for them), each on its own container.
    func childPID(of executable: String, container: String) throws -> Int32? {
        let me = getpid()
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == me,
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == executable,
                let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                environment.split(separator: 0).contains(where: { $0.elementsEqual("INTENTKIT_CONTAINER=\(container)".utf8) })
            else { continue }
            return pid
        }
        return nil
    }
}
