/// An intent whose work may outlast the system's usual time for an intent, reporting progress as it goes (iOS 27).
///
/// ```swift
/// struct ImportArchiveIntent: LongRunningIntent, CancellableIntent {
///     static let title: LocalizedStringResource = "Import Archive"
///     func perform() async throws -> some IntentResult & ReturnsValue<Int> {
///         let count = try await performBackgroundTask {
///             progress.totalUnitCount = Int64(archive.count)
///             for item in archive {
///                 try Task.checkCancellation()
///                 try await store.add(item)
///                 progress.completedUnitCount += 1
///             }
///             return archive.count
///         } onCancel: { reason in
///             store.rollBack(because: reason)
///         }
///         return .result(value: count)
///     }
/// }
/// ```
/// IntentKit sets no time limit on a run, so the task runs as any `perform()` does. Under test, its progress reaches
/// `run(progress:)`, and cancelling the test's task cancels the run and calls `onCancel` with
/// ``IntentCancellationReason/userCancelled``.
public protocol LongRunningIntent: ProgressReportingIntent {}

/// How a long-running task runs: resources it needs beyond the usual.
///
/// IntentKit runs every task the same way and names no options; the set exists so that code passing options compiles.
public struct LongRunningTaskOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension LongRunningIntent {
    /// Runs `operation` as the intent's long-running task, and returns what it returns.
    /// - Parameters:
    ///   - options: Resources the task needs; IntentKit runs every task alike.
    ///   - operation: The work.
    ///   - isolation: The caller's actor, on which the work runs.
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [], operation: () async throws -> T, isolation: isolated (any Actor)? = #isolation
    ) async throws -> T {
        try await operation()
    }
}

extension LongRunningIntent where Self: CancellableIntent {
    /// Runs `operation` as the intent's long-running task, calling `onCancel` with the reason if the run is cancelled.
    /// - Parameters:
    ///   - options: Resources the task needs; IntentKit runs every task alike.
    ///   - operation: The work.
    ///   - onCancel: Called once, at once, when the run is cancelled while the work runs.
    ///   - isolation: The caller's actor, on which the work runs.
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [], operation: () async throws -> T, onCancel: @escaping @Sendable (IntentCancellationReason) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> T {
        try await withIntentCancellationHandler(operation: operation, onCancel: onCancel, isolation: isolation)
    }
}
