import IntentKitClient
import IntentWire
import Testing

/// A Swift Testing trait that gives each test its own app process and data container.
///
/// Parallel tests with this trait cannot see each other's data:
/// ```swift
/// @Suite(.isolatedApp("com.example.CometCal"))
/// struct CalendarTests {
///     let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
///     @Test func seeds() async throws { … }
/// }
/// ```
public struct IsolatedAppTrait: TestTrait, SuiteTrait, TestScoping {
    /// The bundle identifier of the app to isolate.
    public let bundleIdentifier: String

    /// Applies to each test of a suite, not to the suite as a whole.
    public var isRecursive: Bool { true }

    /// Runs the test with a private session, then stops the app and deletes its container.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil || !test.isSuite else {
            try await function()
            return
        }
        try await AppSession.withIsolatedApp(bundleIdentifier) { try await function() }
    }
}

extension Trait where Self == IsolatedAppTrait {
    /// Gives each test its own process and data container for the app with this bundle identifier.
    public static func isolatedApp(_ bundleIdentifier: String) -> Self {
        IsolatedAppTrait(bundleIdentifier: bundleIdentifier)
    }
}
