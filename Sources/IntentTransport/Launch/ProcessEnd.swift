#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a process ended and who ended it: on its own (an exit or a crash), or stopped by IntentKit, and why.
///
/// The one place a process's end is classified. A signal IntentKit did not send is a crash; a signal it sent, or an
/// exit after it asked the process to stop, is IntentKit's doing and names the reason.
package enum ProcessEnd: Sendable, Hashable, CustomStringConvertible {
    /// It exited by itself with this status.
    case exited(status: Int32)
    /// A signal IntentKit did not send killed it: a crash (a trap, a fault, an abort) or someone else's kill.
    case crashed(signal: Int32)
    /// IntentKit ended it: it died of a signal IntentKit sent, or exited once asked to stop.
    case stopped(StopReason, Termination)

    /// Stands for a request to stop that sent no signal (a shutdown request, input closed) in a list of sent signals.
    package static let noSignal: Int32 = 0

    /// Classifies a termination, given the signals IntentKit sent the process and why (the first reason counts).
    package init(_ termination: Termination, sent: [(signal: Int32, reason: StopReason)]) {
        switch termination {
        case .signaled(let signal):
            if let sent = sent.first(where: { $0.signal == signal }) {
                self = .stopped(sent.reason, termination)
            } else {
                self = .crashed(signal: signal)
            }
        case .exited(let status):
            if let first = sent.first {
                self = .stopped(first.reason, termination)
            } else {
                self = .exited(status: status)
            }
        }
    }

    /// The raw termination: an exit status or a signal.
    package var termination: Termination {
        switch self {
        case .exited(let status): .exited(status)
        case .crashed(let signal): .signaled(signal)
        case .stopped(_, let termination): termination
        }
    }

    /// Why IntentKit ended it; `nil` when it ended on its own.
    package var stopReason: StopReason? {
        if case .stopped(let reason, _) = self { return reason }
        return nil
    }

    /// Whether it died of a signal IntentKit did not send.
    package var isCrash: Bool {
        if case .crashed = self { return true }
        return false
    }

    /// "exited with status 1", "was killed by signal 11 (SIGSEGV)", or "was killed by IntentKit (SIGKILL) because …".
    package var description: String {
        switch self {
        case .exited, .crashed: termination.description
        case .stopped(let reason, .signaled(let signal)):
            "was killed by IntentKit (\(Termination.signalName(signal))) \(reason.explanation)"
        case .stopped(let reason, let termination):
            "\(termination) after IntentKit asked it to stop \(reason.explanation)"
        }
    }
}
