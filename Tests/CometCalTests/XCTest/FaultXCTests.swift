import Foundation
import XCTest

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// The test side under faults, from XCTest: deadlines, escalation, relaunches, and errors that explain.
final class FaultXCTests: XCTestCase {
    func testALaunchThatNeverHandshakesIsKilledAtTheDeadline() async throws {
        let session = TestSessions.make(environment: ["FAULTY_HANG_BEFORE_HANDSHAKE": "1", "INTENTKIT_LAUNCH_TIMEOUT": "0.5", "INTENTKIT_GRACE_PERIOD": "0.2"])
        let error = await XCTAssertThrowsErrorAsync(try await session.metadata(), as: AppProcessError.self)
        XCTAssertEqual(error?.kind, .launchFailed)
        XCTAssertEqual(error?.termination, .signaled(SIGKILL))
        XCTAssertTrue(error?.message.contains("did not complete the IntentKit handshake within 0.5 seconds, so it was killed") == true)
        await session.shutdown()
    }

    func testStoppingAWedgedAppReturnsAndTheNextCallRelaunches() async throws {
        let session = TestSessions.make(environment: ["INTENTKIT_GRACE_PERIOD": "0.2"])
        let definitions = IntentDefinitions(bundleIdentifier: TestSessions.faultyApp)
        let pid = try await session.processIdentifier()
        let wedged = Task { try await AppSession.$current.withValue(session) { try await definitions.intents["WedgeIntent"].makeIntent(ignoreTerm: true).run() } }
        try await Task.sleep(for: .milliseconds(100))
        await session.relaunch()
        let ended = await waitUntilEnded(pid)
        XCTAssertTrue(ended)
        let error = await XCTAssertThrowsErrorAsync(try await wedged.value, as: AppProcessError.self)
        XCTAssertEqual(error?.kind, .terminated)
        let newPID = try await session.processIdentifier()
        XCTAssertNotEqual(newPID, pid)
        await session.shutdown()
    }

    func testATimeoutCancelsAndAnUnresponsiveAppIsKilled() async throws {
        try await TestSessions.with(environment: ["INTENTKIT_TIMEOUT": "0.3", "INTENTKIT_GRACE_PERIOD": "0.3"]) { session, definitions in
            let pid = try await session.processIdentifier()
            let cancelled = await XCTAssertThrowsErrorAsync(try await definitions.intents["SleepIntent"].makeIntent(seconds: 60.0).run(), as: AppProcessError.self)
            XCTAssertEqual(cancelled?.kind, .timedOut)
            XCTAssertTrue(cancelled?.message.contains("it was asked to cancel and did, and it keeps running") == true)
            let samePID = try await session.processIdentifier()
            XCTAssertEqual(samePID, pid)
            let killed = await XCTAssertThrowsErrorAsync(try await definitions.intents["WedgeIntent"].makeIntent().run(), as: AppProcessError.self)
            XCTAssertTrue(killed?.message.contains("so it was killed (pid \(pid)); the next call relaunches it") == true)
            let echoed: String = try await definitions.intents["EchoIntent"].makeIntent(text: "again").run().value
            XCTAssertEqual(echoed, "again")
        }
    }

    func testACallRightAfterTheAppDiedRelaunchesIt() async throws {
        try await TestSessions.with(CometCal.bundleIdentifier) { session, definitions in
            let pid = try await session.processIdentifier()
            kill(pid, SIGKILL)
            let ended = await waitUntilEnded(pid)
            XCTAssertTrue(ended)
            let calendars = try await definitions.entities["CalendarEntity"].allEntities()
            XCTAssertEqual(calendars.count, 2)
        }
    }

    func testACrashLeadsWithItsCause() async throws {
        try await TestSessions.with { _, definitions in
            let error = await XCTAssertThrowsErrorAsync(try await definitions.intents["CrashIntent"].makeIntent().run(), as: AppProcessError.self)
            XCTAssertEqual(error?.kind, .terminated)
            XCTAssertTrue(error?.cause?.hasSuffix("Fatal error: reactor breach in sector 7") == true)
            XCTAssertEqual(error.map { String(describing: $0) }?.split(separator: "\n").first.map(String.init), error?.cause)
        }
    }

    func testThrownErrorsCarryTheirCaseAndOwnMessageFromEverySurface() async throws {
        try await TestSessions.with { _, definitions in
            let thrown = await XCTAssertThrowsErrorAsync(try await definitions.intents["ThrowIntent"].makeIntent().run(), as: IntentPerformError.self)
            XCTAssertEqual(thrown?.errorCode, "reactorBreach")
            XCTAssertEqual(thrown?.errorMessage, "the reactor breached at stage 3")
            let query = await XCTAssertThrowsErrorAsync(try await definitions.entities["ProbeEntity"].entities(matching: "x"), as: IntentPerformError.self)
            XCTAssertEqual(query?.errorType, "FaultError")
            XCTAssertEqual(query?.errorCode, "reactorBreach")
        }
    }

    func testASecondAppOnTheSameContainerIsReportedClearly() async throws {
        let scratch = Scratch("lock-xctest")
        let first = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: scratch.path("container"))
        let second = AppSession.attached(bundleIdentifier: CometCal.bundleIdentifier, containerURL: scratch.path("container"))
        let holder = try await first.processIdentifier()
        let error = await XCTAssertThrowsErrorAsync(try await second.metadata(), as: AppProcessError.self)
        XCTAssertEqual(error?.kind, .containerInUse)
        XCTAssertTrue(error?.message.contains("is in use by pid \(holder)") == true)
        await first.shutdown()
        await second.shutdown()
    }

    func testTheSessionRecordsTheExecutableBuiltWithTheTests() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            let session = AppSession.resolve(for: "com.example.CometCal")
            _ = try await session.metadata()
            XCTAssertEqual(session.launchedExecutable?.path, RawApp.cometCal)
            XCTAssertEqual(session.launchedExecutable?.foundBy, "next to the tests")
            let description = try await session.diagnostics().description
            XCTAssertTrue(description.hasPrefix("app: \(RawApp.cometCal) (built "))
        }
    }
}
