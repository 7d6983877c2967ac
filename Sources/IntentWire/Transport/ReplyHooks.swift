import Synchronization

/// Work to do once a request's reply is written (such as exiting after `shutdown`).
final class ReplyHooks: Sendable {
    private let actions = Mutex<[@Sendable () -> Void]>([])

    func add(_ action: @escaping @Sendable () -> Void) {
        actions.withLock { $0.append(action) }
    }

    func run() {
        for action in actions.withLock({ $0 }) { action() }
    }
}
