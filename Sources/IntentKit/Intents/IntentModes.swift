/// Where an intent may run: in the background, in the foreground, or both.
///
/// ```swift
/// static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
/// ```
public struct IntentModes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates modes from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Runs without showing the app.
    public static let background = IntentModes(rawValue: 1 << 0)
    /// Brings the app to the foreground before performing.
    public static let foreground = IntentModes(rawValue: 1 << 1)

    /// Brings the app to the foreground, at a chosen moment.
    public static func foreground(_ behavior: ForegroundBehavior) -> IntentModes {
        switch behavior {
        case .immediate: IntentModes(rawValue: 1 << 1)
        case .dynamic: IntentModes(rawValue: 1 << 2)
        case .deferred: IntentModes(rawValue: 1 << 3)
        }
    }

    /// When a foreground intent brings the app forward.
    public enum ForegroundBehavior: Sendable, Hashable {
        /// Before performing.
        case immediate
        /// When `perform()` asks to.
        case dynamic
        /// After performing, if at all.
        case deferred
    }

    /// The names of the modes, as the metadata lists them: `background`, `foreground`, `foreground(dynamic)`, `foreground(deferred)`.
    var names: [String] {
        [(Self.background, "background"), (.foreground, "foreground"), (.foreground(.dynamic), "foreground(dynamic)"), (.foreground(.deferred), "foreground(deferred)")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// Whether an intent may run while the device is locked.
public enum IntentAuthenticationPolicy: String, Sendable, Hashable {
    /// Runs whether or not the device is locked.
    case alwaysAllowed
    /// Needs the person to be authenticated.
    case requiresAuthentication
    /// Needs the device to be unlocked on the device itself.
    case requiresLocalDeviceAuthentication
}
