import Foundation

extension InputReader {
    /// What the reader did, for tests.
    package struct JobCounts: Sendable {
        /// Messages and jobs found while polling awake.
        package var spun = 0
        /// Jobs handed to the shared pool because the reading thread was busy or asleep.
        package var passedOn = 0
        /// Times the stand-by thread took over the reading from a long job.
        package var takeovers = 0
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`: the stand-by thread's timed waits take dates.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
