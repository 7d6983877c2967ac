import Synchronization

/// Which session an app's prompts and progress notifications go to.
///
/// An app launched for a session is bound to it from the start; one launched
/// ahead of need by ``IsolatedAppPool`` is bound when a session adopts it.
/// The reference is weak: an app outliving its session answers prompts with
/// an error instead of keeping the session alive.
final class SessionBinding: Sendable {
    private struct WeakSession {
        weak var session: AppSession?
    }

    private let owner = Mutex(WeakSession())

    /// The bound session, if it still exists.
    var session: AppSession? { owner.withLock { $0.session } }

    /// Routes the app's prompts and progress to `session` from now on.
    func bind(_ session: AppSession) {
        owner.withLock { $0.session = session }
    }
}
