/// An intent that cleans up when it is cancelled, knowing why (App Intents, iOS 26.4).
///
/// ```swift
/// struct ImportIntent: CancellableIntent {
///     func perform() async throws -> some IntentResult {
///         try await withIntentCancellationHandler {
///             try await importAll()
///             return .result()
///         } onCancel: { reason in
///             Importer.shared.rollBack(because: reason)
///         }
///     }
/// }
/// ```
/// Under test, cancelling the test's task (or `harness` interrupting a run) cancels the run in the app with the
/// reason ``IntentCancellationReason/userCancelled``.
public protocol CancellableIntent: AppIntent {}

extension CancellableIntent {
    /// Runs `operation`, calling `handler` with the reason if the run is cancelled meanwhile.
    public func withIntentCancellationHandler<T>(
        operation: () async throws -> T, onCancel handler: @Sendable (IntentCancellationReason) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> T {
        try await withTaskCancellationHandler(operation: operation, onCancel: { handler(.userCancelled) }, isolation: isolation)
    }
}

/// Why a running intent was cancelled.
public struct IntentCancellationReason: Sendable, Hashable, CustomStringConvertible {
    private let name: String

    /// It ran past its time limit without reporting progress.
    public static let timeout = IntentCancellationReason(name: "timeout")
    /// Someone cancelled it: under test, the test's task was cancelled.
    public static let userCancelled = IntentCancellationReason(name: "userCancelled")

    /// `timeout` or `userCancelled`.
    public var description: String { name }
}
