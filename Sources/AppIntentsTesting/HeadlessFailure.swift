import Testing
import XCTest

/// Reports a failure of a non-throwing `XCUIApplication` call to the test that made it.
///
/// XCTest's element API does not throw, so what cannot be done headlessly fails the current test instead, in
/// whichever framework runs it: never silently.
enum HeadlessFailure {
    /// Runs `body`, failing the current test with what it throws; `fallback` is the answer then.
    static func reporting<Value>(_ fallback: Value, _ body: () throws -> Value) -> Value {
        do {
            return try body()
        } catch {
            record(error)
            return fallback
        }
    }

    /// Runs `body`, failing the current test with what it throws.
    static func reporting(_ body: () throws -> Void) {
        reporting((), body)
    }

    static func record(_ error: any Error) {
        let message = "\(error)"
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
