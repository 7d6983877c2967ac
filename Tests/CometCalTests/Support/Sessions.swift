import Foundation

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// Private sessions for tests that need their own environment (short timeouts, another app).
enum TestSessions {
    static let faultyApp = "com.example.FaultyApp"

    /// A session with its own container and these environment variables on top of the process's.
    static func make(_ bundleIdentifier: String = faultyApp, environment extra: [String: String] = [:]) -> AppSession {
        AppSession(bundleIdentifier: bundleIdentifier, environment: ProcessInfo.processInfo.environment.merging(extra) { $1 })
    }

    /// Runs `body` with a private session current, then shuts it down (bounded, whatever the app does).
    static func with<Result: Sendable>(
        _ bundleIdentifier: String = faultyApp, environment: [String: String] = [:],
        _ body: (AppSession, IntentDefinitions) async throws -> Result
    ) async throws -> Result {
        let session = make(bundleIdentifier, environment: environment)
        do {
            let result = try await AppSession.$current.withValue(session) {
                try await body(session, IntentDefinitions(bundleIdentifier: bundleIdentifier))
            }
            await session.shutdown()
            return result
        } catch {
            await session.shutdown()
            throw error
        }
    }
}
