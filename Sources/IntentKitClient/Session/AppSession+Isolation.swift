import Foundation

extension AppSession {
    /// Runs `body` with an isolated session for the bundle identifier, then shuts it down.
    ///
    /// The app is usually running before `body` starts: after the second isolated
    /// session, a pool keeps apps launched and handshaken ahead of need, each on
    /// a fresh private container (`INTENTKIT_ISOLATED_POOL`, 2 by default; 0
    /// turns it off). To put files in the container before the app starts, use
    /// ``isolated(bundleIdentifier:)`` and write them before its first call. `body` runs in the caller's isolation.
    public static func withIsolatedApp<Result: Sendable>(
        _ bundleIdentifier: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        try await withIsolatedApp(isolatedFromPool(bundleIdentifier: bundleIdentifier), isolation: isolation, body)
    }

    /// Runs `body` with a session you prepared as the one definitions for its bundle identifier use, then shuts it
    /// down.
    ///
    /// Prepare the session first: put files in its container before the app starts, or set its prompt answers.
    /// ```swift
    /// let session = AppSession.isolated(bundleIdentifier: "com.example.CometCal")
    /// try seedFile.write(to: session.containerURL.appendingPathComponent("store.json"))
    /// session.promptAnswers = .declineConfirmations
    /// try await AppSession.withIsolatedApp(session) {
    ///     let events = try await definitions.entities["EventEntity"].allEntities()   // the app started on that file
    /// }
    /// ```
    /// `body` runs in the caller's isolation. The session is shut down, and its container deleted, however `body`
    /// ends.
    public static func withIsolatedApp<Result: Sendable>(
        _ session: AppSession, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        do {
            let result = try await $current.withValue(session) { try await body() }
            await session.shutdown()
            return result
        } catch {
            await session.shutdown()
            throw error
        }
    }
}
