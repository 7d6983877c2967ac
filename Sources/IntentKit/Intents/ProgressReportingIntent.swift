import Foundation
import IntentWire
import Synchronization

/// An intent that reports how far it has got while it runs, through ``progress``.
///
/// ```swift
/// struct ImportEventsIntent: ProgressReportingIntent {
///     func perform() async throws -> some IntentResult {
///         progress.totalUnitCount = Int64(count)
///         for batch in batches {
///             try Task.checkCancellation()
///             try await store.add(batch)
///             progress.completedUnitCount += Int64(batch.count)
///         }
///         return .result()
///     }
/// }
/// ```
/// Under test, updates reach `run(progress:)`; the harness shows them as a progress line.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The progress of the current run; outside a run, a progress nobody observes.
    public var progress: IntentProgress { IntentRunContext.current?.progress ?? IntentProgress(report: nil) }
}

/// How far a running intent has got: units done out of units in all.
///
/// Set ``totalUnitCount`` when the work is known, and raise
/// ``completedUnitCount`` as it is done. Each change that moves the fraction
/// by a percent or more, sets the total, or completes the work is sent to the
/// test side; smaller ones at most every 20 ms.
public final class IntentProgress: Sendable {
    private struct State {
        var completed: Int64 = 0
        var total: Int64 = 0
        var lastSent: (completed: Int64, total: Int64, at: ContinuousClock.Instant)?
    }

    private let state = Mutex(State())
    private let report: (@Sendable (Int64, Int64) -> Void)?

    init(report: (@Sendable (Int64, Int64) -> Void)?) {
        self.report = report
    }

    /// The units in all; 0 while unknown.
    public var totalUnitCount: Int64 {
        get { state.withLock { $0.total } }
        set { update { $0.total = max(0, newValue) } }
    }

    /// The units done so far.
    public var completedUnitCount: Int64 {
        get { state.withLock { $0.completed } }
        set { update { $0.completed = max(0, newValue) } }
    }

    /// The fraction done, from 0 to 1; 0 while the total is unknown.
    public var fractionCompleted: Double {
        state.withLock { $0.total > 0 ? min(1, Double($0.completed) / Double($0.total)) : 0 }
    }

    private func update(_ change: (inout State) -> Void) {
        let now = ContinuousClock.now
        let send: (Int64, Int64)? = state.withLock { state in
            change(&state)
            let due: Bool
            if let last = state.lastSent {
                let moved = state.total > 0 ? Double(abs(state.completed - last.completed)) / Double(state.total) : 0
                due =
                    state.total != last.total || moved >= 0.01 || (state.total > 0 && state.completed >= state.total && last.completed < state.total)
                    || (state.completed != last.completed && now - last.at >= .milliseconds(20))
            } else {
                due = true
            }
            guard due else { return nil }
            state.lastSent = (state.completed, state.total, now)
            return (state.completed, state.total)
        }
        if let send, let report { report(send.0, send.1) }
    }
}
