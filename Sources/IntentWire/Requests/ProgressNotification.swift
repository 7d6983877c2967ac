/// `$/progress`, sent by the app: how far a running intent has got (`ProgressReportingIntent`).
///
/// Sent while the `intent/run` request it names is open, whenever the
/// intent's progress moves by at least one percent, its total changes, or it
/// completes; at most every 20 ms otherwise. Clients that do not care ignore it.
public struct ProgressNotification: Codable, WireNotification, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "$/progress"

    /// The id of the `intent/run` request the progress belongs to.
    public var runRequestID: RequestID
    /// The units done so far.
    public var completedUnitCount: Int64
    /// The units in all; 0 while unknown.
    public var totalUnitCount: Int64

    /// Creates the notification.
    public init(runRequestID: RequestID, completedUnitCount: Int64, totalUnitCount: Int64) {
        self.runRequestID = runRequestID
        self.completedUnitCount = completedUnitCount
        self.totalUnitCount = totalUnitCount
    }

    /// The fraction done, from 0 to 1; 0 while the total is unknown.
    public var fractionCompleted: Double {
        totalUnitCount > 0 ? min(1, max(0, Double(completedUnitCount) / Double(totalUnitCount))) : 0
    }
}
