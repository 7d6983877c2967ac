import IntentWire

/// How far a running intent has got, as its `ProgressReportingIntent` progress reported it.
public struct IntentProgressUpdate: Sendable, Hashable, CustomStringConvertible {
    /// The units done so far.
    public var completedUnitCount: Int64
    /// The units in all; 0 while unknown.
    public var totalUnitCount: Int64

    /// Creates an update.
    public init(completedUnitCount: Int64, totalUnitCount: Int64) {
        self.completedUnitCount = completedUnitCount
        self.totalUnitCount = totalUnitCount
    }

    init(_ notification: ProgressNotification) {
        self.init(completedUnitCount: notification.completedUnitCount, totalUnitCount: notification.totalUnitCount)
    }

    /// The fraction done, from 0 to 1; 0 while the total is unknown.
    public var fractionCompleted: Double {
        totalUnitCount > 0 ? min(1, max(0, Double(completedUnitCount) / Double(totalUnitCount))) : 0
    }

    /// "40 of 100 (40%)".
    public var description: String {
        totalUnitCount > 0 ? "\(completedUnitCount) of \(totalUnitCount) (\(Int((fractionCompleted * 100).rounded(.down)))%)" : "\(completedUnitCount) done"
    }
}
