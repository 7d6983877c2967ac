import IntentSystem
import IntentWire
import Synchronization

/// Work to do once a request's reply is written (such as exiting after `shutdown`).
final class ReplyHooks: Sendable {
    private let actions = Mutex<[@Sendable () -> Void]>([])

    func add(_ action: @escaping @Sendable () -> Void) {
        actions.withLock { $0.append(action) }
    }

    /// Whether no work was added.
    var isEmpty: Bool { actions.withLock { $0.isEmpty } }

    /// Runs the work once the reply is written, or could not be.
    @Sendable func runWhenWritten(_ written: Bool) {
        run()
    }

    func run() {
        for action in actions.withLock({ $0 }) { action() }
    }
}
