import Foundation
import IntentTransport

extension Termination {
    /// How a `Process` the harness ran ended: its exit status, or the signal that killed it (Foundation gives both
    /// as `terminationStatus`, told apart by `terminationReason`).
    init(_ process: Process) {
        self = process.terminationReason == .uncaughtSignal ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
    }
}
