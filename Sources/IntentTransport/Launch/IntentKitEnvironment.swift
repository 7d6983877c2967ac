import Foundation
import IntentSystem
import IntentWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every environment variable IntentKit reads, in one place, with its default.
///
/// | Variable | Read by | Meaning | Default |
/// |---|---|---|---|
/// | `INTENTKIT_CONTAINER` | app | The data container directory. | `$XDG_DATA_HOME/<bundle id>` |
/// | `INTENTKIT_PARENT_PID` | app | The launcher's pid; the app exits if its parent is another process. | none |
/// | `INTENTKIT_MAX_MESSAGE_BYTES` | both | The largest protocol message, in bytes. | 67108864 (64 MiB) |
/// | `INTENTKIT_APP_PATH_<BUNDLE_ID>` | test side, harness | The executable for a bundle identifier (upper-cased, other characters `_`). | none |
/// | `INTENTKIT_REGISTRY` | test side, harness | The install registry file. | `$XDG_DATA_HOME/intentkit/apps.json` |
/// | `INTENTKIT_TIMEOUT` | test side, harness | Seconds a request may take. | 60 |
/// | `INTENTKIT_LAUNCH_TIMEOUT` | test side, harness | Seconds from launch to a completed handshake. | 10 |
/// | `INTENTKIT_GRACE_PERIOD` | test side, harness | Seconds an app gets to answer a cancellation, or to exit at each step of stopping. | 2 |
/// | `INTENTKIT_TEST_CONTAINERS` | test side | The folder private test containers are made in. | `$TMPDIR/intentkit-<uid>` |
/// | `INTENTKIT_ISOLATED_POOL` | test side | Isolated apps kept launched ahead of need, 0 to 32. | 2 |
/// | `INTENTKIT_METADATA_CACHE` | app | A folder where launches of one build keep the answer to `initialize` for the next (set by test-side launchers for apps on private containers). | none |
/// | `INTENTKIT_SPIN` | both | Microseconds a thread stays awake for what it waits for (a lone caller for its reply, an app for its next request) before sleeping, 0 (never) to 10000. | 200 |
///
/// A launcher refuses to start an app while one of its settings is not valid (see ``settingProblems(in:)``): a
/// mistyped timeout would otherwise have been the default without a word.
public enum IntentKitEnvironment {
    /// The data container directory an app uses.
    public static let container = "INTENTKIT_CONTAINER"
    /// The launcher's pid, which the app checks is still its parent after arming its parent-death signal.
    public static let parentPID = "INTENTKIT_PARENT_PID"
    /// The largest protocol message, in bytes.
    public static let maximumMessageBytes = "INTENTKIT_MAX_MESSAGE_BYTES"
    /// The install registry file.
    public static let registry = "INTENTKIT_REGISTRY"
    /// Seconds a request may take.
    public static let timeout = "INTENTKIT_TIMEOUT"
    /// Seconds from launch to a completed handshake.
    public static let launchTimeout = "INTENTKIT_LAUNCH_TIMEOUT"
    /// Seconds of grace after a cancellation, and at each step of stopping an app.
    public static let gracePeriod = "INTENTKIT_GRACE_PERIOD"
    /// The folder private test containers are made in.
    public static let testContainers = "INTENTKIT_TEST_CONTAINERS"
    /// How many isolated apps a test process keeps launched ahead of need, per bundle identifier (default 2; 0 turns the pool off).
    public static let isolatedPoolSize = "INTENTKIT_ISOLATED_POOL"
    /// A folder where an app keeps its handshake between launches of the same build, so that later launches skip
    /// reading every declaration; test-side launchers set it, for apps on private containers, to a folder beside them.
    public static let metadataCache = "INTENTKIT_METADATA_CACHE"
    /// Microseconds a thread stays awake for what it waits for before sleeping: a lone caller for a quick reply, an app's
    /// reading thread for the next message (default 200; 0 never spins).
    public static let spin = "INTENTKIT_SPIN"
    /// Swift's backtracer setting; launchers turn the backtracer off unless this is set.
    public static let swiftBacktrace = "SWIFT_BACKTRACE"
    /// glibc's cap on malloc arenas; launchers set it to 1 for the app unless it is set.
    public static let mallocArenaMaximum = "MALLOC_ARENA_MAX"

    /// The named variables of this process's environment that are set, read one by one.
    ///
    /// For an app's start-up, which reads a few variables: `ProcessInfo.processInfo.environment` builds a
    /// dictionary of every variable each time it is asked.
    public static func variables(_ names: String...) -> [String: String] {
        var found: [String: String] = [:]
        for name in names {
            if let value = variable(name) { found[name] = value }
        }
        return found
    }

    /// This process's whole environment, read from `environ` as it is now.
    ///
    /// What `ProcessInfo.processInfo.environment` gives, for far less work: a test process reads the environment at
    /// every isolated app it takes (the pool keys its apps by it). A name set twice keeps its first
    /// value, as `getenv` reads it; an entry without `=` is skipped.
    public static var current: [String: String] {
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return [:] }
        var count = 0
        while entry[count] != nil { count += 1 }
        var found = [String: String](minimumCapacity: count)
        while let pointer = entry.pointee {
            let length = strlen(pointer)
            pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
                let text = UnsafeBufferPointer(start: bytes, count: length)
                guard let equals = text.firstIndex(of: UInt8(ascii: "=")) else { return }
                let name = String(decoding: text[..<equals], as: UTF8.self)
                if found[name] == nil { found[name] = String(decoding: text[(equals + 1)...], as: UTF8.self) }
            }
            entry += 1
        }
        return found
    }

    /// One variable of this process's environment, read on its own; `nil` when it is not set.
    public static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `INTENTKIT_APP_PATH_<BUNDLE_ID>`: the bundle identifier upper-cased, every other character `_`.
    public static func appPath(for bundleIdentifier: String) -> String {
        "INTENTKIT_APP_PATH_" + String(bundleIdentifier.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A positive number of seconds from the environment, else the default.
    public static func seconds(_ key: String, default fallback: Duration, in environment: [String: String] = IntentKitEnvironment.current) -> Duration {
        guard let seconds = validSeconds(environment[key]) else { return fallback }
        // A billion seconds (31 years) is never; more would not fit the milliseconds counted.
        return .milliseconds(Int64((min(seconds, longestSeconds) * 1000).rounded()))
    }

    /// The largest protocol message from the environment, else 64 MiB.
    public static func maximumMessageLength(in environment: [String: String] = IntentKitEnvironment.current) -> Int {
        validMessageBytes(environment[maximumMessageBytes]) ?? LineFramer.defaultMaximumLineLength
    }

    /// How long a thread stays awake for what it waits for (see ``spin``): the environment's setting, else 200 µs.
    public static func spinWindow(in environment: [String: String]? = nil) -> Duration {
        let text = environment.map { $0[spin] } ?? variable(spin)
        return .microseconds(validSpinMicroseconds(text) ?? defaultSpinMicroseconds)
    }

    /// ``spin``'s default, in microseconds.
    public static let defaultSpinMicroseconds = 200
    /// The most microseconds ``spin`` may ask for.
    public static let longestSpinMicroseconds = 10_000

    /// The most apps ``isolatedPoolSize`` may ask for.
    public static let largestIsolatedPool = 32

    /// The longest a duration setting is taken to be, in seconds: longer is the same as never.
    static let longestSeconds: Double = 1_000_000_000

    /// What is wrong with IntentKit's settings in an environment, one sentence each, naming the variable, its
    /// value and what would be valid; empty when nothing is. Launchers refuse to start with any.
    public static func settingProblems(in environment: [String: String]) -> [String] {
        // An empty variable (`INTENTKIT_TIMEOUT= swift test`) is not set, as shells treat it.
        let environment = environment.filter { !$0.value.trimmingCharacters(in: .whitespaces).isEmpty }
        var problems: [String] = []
        for key in [timeout, launchTimeout, gracePeriod] {
            if let text = environment[key], validSeconds(text) == nil {
                problems.append("\(key) is \"\(text.truncatedForMessages)\"; set it to a number of seconds above 0, such as 120")
            }
        }
        if let text = environment[maximumMessageBytes], validMessageBytes(text) == nil {
            problems.append(
                "\(maximumMessageBytes) is \"\(text.truncatedForMessages)\"; set it to a whole number of bytes from 1024, such as \(LineFramer.defaultMaximumLineLength)")
        }
        if let text = environment[isolatedPoolSize], validPoolSize(text) == nil {
            problems.append("\(isolatedPoolSize) is \"\(text.truncatedForMessages)\"; set it to a whole number of apps from 0 (no pool) to \(largestIsolatedPool)")
        }
        if let text = environment[spin], validSpinMicroseconds(text) == nil {
            problems.append(
                "\(spin) is \"\(text.truncatedForMessages)\"; set it to a whole number of microseconds from 0 (never) to \(longestSpinMicroseconds), such as \(defaultSpinMicroseconds)")
        }
        return problems
    }

    /// A spin in microseconds: 0 to ``longestSpinMicroseconds``.
    static func validSpinMicroseconds(_ text: String?) -> Int? {
        guard let text, let microseconds = Int(text.trimmingCharacters(in: .whitespaces)), (0...longestSpinMicroseconds).contains(microseconds) else { return nil }
        return microseconds
    }

    /// A duration setting's seconds: a finite number above 0, spaces around it allowed.
    static func validSeconds(_ text: String?) -> Double? {
        guard let text, let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite, seconds > 0 else { return nil }
        return seconds
    }

    static func validMessageBytes(_ text: String?) -> Int? {
        guard let text, let bytes = Int(text.trimmingCharacters(in: .whitespaces)), bytes >= 1024 else { return nil }
        return bytes
    }

    /// An isolated pool size: 0 to ``largestIsolatedPool``.
    package static func validPoolSize(_ text: String?) -> Int? {
        guard let text, let size = Int(text.trimmingCharacters(in: .whitespaces)), (0...largestIsolatedPool).contains(size) else { return nil }
        return size
    }
}
