import Testing

@testable import IntentKitClient

/// The line of an app's stderr that says why it crashed, which leads the error a test sees.
@Suite struct CrashCauseTests {
    @Test(arguments: [
        ("log line\nCometCal/Store.swift:12: Fatal error: reactor breach\nCurrent stack trace:\n0 x", "CometCal/Store.swift:12: Fatal error: reactor breach"),
        ("  Precondition failed: the coolant level is negative  ", "Precondition failed: the coolant level is negative"),
        ("a\nFatal error: first\nFatal error: last\n", "Fatal error: last"),
        ("terminate called after throwing an instance of 'std::bad_alloc'", "terminate called after throwing an instance of 'std::bad_alloc'"),
    ])
    func theLastCrashLineIsTheCause(_ stderr: String, _ cause: String) {
        #expect(ErrorTranslation.crashCause(in: stderr) == cause)
    }

    @Test func noCrashLineNoCause() {
        #expect(ErrorTranslation.crashCause(in: "starting\nserving\n") == nil)
        #expect(ErrorTranslation.crashCause(in: "") == nil)
    }
}
