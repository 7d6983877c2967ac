import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Stops every session's app and deletes its container when the test process exits.
enum SessionCleanup {
    private static let sessions = Mutex<[AppSession]>([])
    private static let containers = Mutex<[URL]>([])
    private static let installed = Mutex(false)

    static func register(_ session: AppSession) {
        sessions.withLock { $0.append(session) }
    }

    /// Removes a container no session owns yet (a pooled app's) when the process exits.
    static func register(container: URL) {
        installOnce()
        containers.withLock { $0.append(container) }
    }

    static func installOnce() {
        let first = installed.withLock { installed -> Bool in
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        signal(SIGPIPE, SIG_IGN)
        atexit {
            // Apps also die with their parent (parent-death signal); this removes the containers.
            for session in SessionCleanup.sessions.withLock({ $0 }) where session.ownsContainer {
                try? FileManager.default.removeItem(at: session.containerURL)
            }
            for container in SessionCleanup.containers.withLock({ $0 }) {
                try? FileManager.default.removeItem(at: container)
            }
        }
    }
}
