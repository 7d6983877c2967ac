import IntentKitClient
import IntentWire
import XCTest

extension XCTestCase {
    /// Runs `body` against a private app process and container, stopped and deleted afterwards.
    ///
    /// XCTest runs tests one at a time, so most suites share the default
    /// session; use this when a test must not see (or leave) shared data.
    /// ```swift
    /// func testStartsEmpty() async throws {
    ///     try await withIsolatedApp("com.example.CometCal") {
    ///         let events = try await definitions.entities["EventEntity"].allEntities()
    ///         XCTAssertTrue(events.isEmpty)
    ///     }
    /// }
    /// ```
    ///
    /// `body` runs in the caller's isolation, so a `@MainActor` test (a UI test) can use it.
    public func withIsolatedApp<Result: Sendable>(
        _ bundleIdentifier: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        try await AppSession.withIsolatedApp(bundleIdentifier, isolation: isolation, body)
    }

    /// Runs `body` against a session you prepared (files put in its container, prompt answers set), stopped and
    /// deleted afterwards.
    ///
    /// ```swift
    /// func testStartsFromASavedStore() async throws {
    ///     let session = AppSession.isolated(bundleIdentifier: "com.example.CometCal")
    ///     try savedStore.write(to: session.containerURL.appendingPathComponent("store.json"))
    ///     try await withIsolatedApp(session) {
    ///         let events = try await definitions.entities["EventEntity"].allEntities()
    ///         XCTAssertEqual(events.count, 3)
    ///     }
    /// }
    /// ```
    public func withIsolatedApp<Result: Sendable>(
        _ session: AppSession, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        try await AppSession.withIsolatedApp(session, isolation: isolation, body)
    }

    // Named like XCTest's own assertions, which its users look for.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that an async expression throws an error of a type, and returns it for further checks.
    ///
    /// XCTest's `XCTAssertThrowsError` cannot await; this can. Failures are reported at the caller's line.
    /// ```swift
    /// let declined = await XCTAssertThrowsErrorAsync(
    ///     try await deleteEvent.makeIntent(event: event).run(prompts: .declineConfirmations), as: IntentPerformError.self)
    /// XCTAssertEqual(declined?.kind, .cancelled)
    /// ```
    /// The article *Errors, sessions and isolation* lists which error and kind each failure gives.
    @discardableResult
    public func XCTAssertThrowsErrorAsync<ErrorType: Error, Value>(
        _ expression: @autoclosure () async throws -> Value,
        as errorType: ErrorType.Type,
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) async -> ErrorType? {
        do {
            let value = try await expression()
            XCTFail("expected \(ErrorType.self) to be thrown, got \(value). \(message())", file: file, line: line)
        } catch let error as ErrorType {
            return error
        } catch {
            XCTFail("expected \(ErrorType.self), got \(type(of: error)): \(error). \(message())", file: file, line: line)
        }
        return nil
    }
}
