import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// IntentKit's environment settings as a tired user types them: a value that is not a setting is named with what
/// would be valid, instead of quietly replaced by the default (or, for a huge number, crashing the test process).
@Suite struct SettingsTests {
    @Test(arguments: [
        ("INTENTKIT_TIMEOUT", "abc", #"INTENTKIT_TIMEOUT is "abc"; set it to a number of seconds above 0, such as 120"#),
        ("INTENTKIT_LAUNCH_TIMEOUT", "0", #"INTENTKIT_LAUNCH_TIMEOUT is "0"; set it to a number of seconds above 0, such as 120"#),
        ("INTENTKIT_GRACE_PERIOD", "-2", #"INTENTKIT_GRACE_PERIOD is "-2"; set it to a number of seconds above 0, such as 120"#),
        ("INTENTKIT_TIMEOUT", "inf", #"INTENTKIT_TIMEOUT is "inf"; set it to a number of seconds above 0, such as 120"#),
        ("INTENTKIT_MAX_MESSAGE_BYTES", "12", #"INTENTKIT_MAX_MESSAGE_BYTES is "12"; set it to a whole number of bytes from 1024, such as 67108864"#),
        ("INTENTKIT_ISOLATED_POOL", "lots", #"INTENTKIT_ISOLATED_POOL is "lots"; set it to a whole number of apps from 0 (no pool) to 32"#),
        ("INTENTKIT_ISOLATED_POOL", "100000", #"INTENTKIT_ISOLATED_POOL is "100000"; set it to a whole number of apps from 0 (no pool) to 32"#),
        ("INTENTKIT_SPIN", "1s", #"INTENTKIT_SPIN is "1s"; set it to a whole number of microseconds from 0 (never) to 10000, such as 200"#),
        ("INTENTKIT_SPIN", "50000", #"INTENTKIT_SPIN is "50000"; set it to a whole number of microseconds from 0 (never) to 10000, such as 200"#),
    ])
    func aSettingThatIsNotValidIsNamedWithWhatWouldBe(_ name: String, _ value: String, _ message: String) async throws {
        let error = await #expect(throws: AppProcessError.self) {
            try await TestSessions.with(CometCal.bundleIdentifier, environment: [name: value]) { session, _ in try await session.metadata() }
        }
        #expect(error?.kind == .launchFailed)
        #expect(error?.message == message)
    }

    @Test func aHugeTimeoutMeansNeverRatherThanACrash() async throws {
        let settings = ["INTENTKIT_TIMEOUT": "1e300", "INTENTKIT_GRACE_PERIOD": " 3 ", "INTENTKIT_LAUNCH_TIMEOUT": "", "INTENTKIT_ISOLATED_POOL": " ", "INTENTKIT_SPIN": "0"]
        let count = try await TestSessions.with(CometCal.bundleIdentifier, environment: settings) { session, _ in
            #expect(session.timeouts.request == .seconds(1_000_000_000))
            #expect(session.timeouts.grace == .seconds(3), "surrounding spaces are allowed")
            #expect(session.timeouts.launch == .seconds(10), "an empty variable is not set")
            #expect(try await session.live().connection.spinWindow == .zero, "the session's own setting, not the process's")
            return try await session.run("CountEventsIntent", parameters: [:]).value
        }
        #expect(count != nil)
    }
}
