import CIntentKitSystem
import Foundation
import IntentSystem
import IntentTransport
import IntentWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the app with its launcher, so a crashed test run leaves no orphans.
enum ParentWatch {
    /// Asks Linux to send SIGTERM when the parent dies, then checks the parent is still there.
    ///
    /// Linux keeps the request on the calling thread only and forgets it when that thread
    /// exits, and every thread an async program runs on (even the main actor's) belongs to a
    /// pool that retires idle threads; so a thread of its own asks, and then stays parked
    /// for the life of the process.
    ///
    /// The signal only covers a parent that dies *after* it is armed, so this runs first
    /// thing when serving, and a launcher that died earlier is caught by comparing the
    /// parent with the pid the launcher passed in `INTENTKIT_PARENT_PID` (else with the
    /// parent the process started with): a re-parented app exits.
    ///
    /// The keeper thread makes that comparison itself, after arming, so the caller goes on at once instead of
    /// waiting for the thread to start.
    static func exitWithParent(startingParent: pid_t) {
        #if os(Linux)
            let expected = IntentKitEnvironment.variable(IntentKitEnvironment.parentPID).flatMap { pid_t($0) } ?? startingParent
            NamedThread.start("IntentKit parent") {
                armParentDeathSignal()
                if getppid() != expected {
                    AppLog.line("exiting: the launcher (pid \(expected)) ended before the app started serving")
                    exit(AppExitStatus.success)
                }
                while true { sleep(UInt32.max) }
            }
        #endif
    }

    /// `prctl(PR_SET_PDEATHSIG, SIGTERM)` for the calling thread.
    private static func armParentDeathSignal() {
        // prctl is variadic in C, so Swift cannot call it; the C target makes the call.
        _ = intentkit_set_parent_death_signal(SIGTERM)
    }
}
