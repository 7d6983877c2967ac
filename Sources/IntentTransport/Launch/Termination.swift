#if canImport(Glibc)
    import IntentSystem
    import IntentWire
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended.
public enum Termination: Sendable, Hashable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// "exited with status 1" or "was killed by signal 9 (SIGKILL)".
    public var description: String {
        switch self {
        case .exited(let status): return "exited with status \(status)"
        case .signaled(let signal):
            let name = Termination.signalName(signal)
            return "was killed by signal \(signal)" + (name.hasPrefix("SIG") ? " (\(name))" : "")
        }
    }

    /// A signal's name (`SIGKILL`), or its number when it has no common name.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGBUS: "SIGBUS",
            SIGINT: "SIGINT", SIGFPE: "SIGFPE", SIGPIPE: "SIGPIPE", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
