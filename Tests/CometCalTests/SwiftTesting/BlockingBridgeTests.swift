import Testing

@testable import IntentKitTesting

/// Synchronous APIs (XCTest-style screen reads) wait for async work, a launch, on the concurrency pool: the wait is
/// bounded, so a pool held by blocking code fails the call instead of hanging the test.
@Suite struct BlockingBridgeTests {
    struct TooLate: Error {}

    @Test func aBridgedWaitEndsAtItsLimit() {
        #expect(throws: TooLate.self) {
            try Blocking.run(
                upTo: .milliseconds(100), timeoutError: { TooLate() },
                work: {
                    try await Task.sleep(for: .seconds(2))
                    return 1
                })
        }
    }

    @Test func aBridgedWaitReturnsTheResult() throws {
        #expect(try Blocking.run(upTo: .seconds(120), timeoutError: { TooLate() }, work: { 42 }) == 42)
    }
}
