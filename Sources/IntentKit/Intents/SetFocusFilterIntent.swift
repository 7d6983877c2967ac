import Foundation
import Synchronization

/// An intent the system performs when a Focus turns on or off, with the filter's parameters as the person set them
/// for that Focus.
///
/// ```swift
/// struct QuietHoursFilter: SetFocusFilterIntent {
///     static let title: LocalizedStringResource = "Quiet Hours"
///     @Parameter(title: "Hide Alerts", default: true) var hideAlerts: Bool
///     var displayRepresentation: DisplayRepresentation { "Quiet Hours" }
///     func perform() async throws -> some IntentResult {
///         Settings.shared.hideAlerts = hideAlerts
///         return .result()
///     }
/// }
/// ```
/// A test runs it as the system would when a Focus changes. The metadata lists its role as `focusFilter`, and
/// ``current`` gives the filter as the last run in the app set it.
public protocol SetFocusFilterIntent: SystemIntent {
    /// How the filter presents itself in Settings.
    var displayRepresentation: DisplayRepresentation { get }
    /// What the system should filter while the Focus is on: notifications, by a predicate.
    var appContext: FocusFilterAppContext { get }
    /// Filters to offer for a Focus before the person sets one up.
    static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
}

extension SetFocusFilterIntent {
    /// Yes.
    public static var _intentKitSetsFocusFilter: Bool { true }

    /// No filtering.
    public var appContext: FocusFilterAppContext { FocusFilterAppContext() }

    /// None.
    public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] { [] }

    /// The filter as the last run in this app set it; a filter with every parameter at its default before any run.
    public static var current: Self {
        get async throws { FocusFilterRecord.latest(of: Self.self) ?? Self() }
    }

    /// Tells the system to read ``appContext`` again; IntentKit reads it when asked, so there is nothing to do.
    public static func invalidateFocusFilterAppContext() {}

    /// Keeps this run's filter as ``current``.
    public func _intentKitDidPerform() { FocusFilterRecord.keep(self) }
}

/// The focus filters last performed, by type.
enum FocusFilterRecord {
    private static let filters = Mutex<[ObjectIdentifier: any Sendable]>([:])

    static func keep<Filter: SetFocusFilterIntent>(_ filter: Filter) {
        filters.withLock { $0[ObjectIdentifier(Filter.self)] = filter }
    }

    static func latest<Filter: SetFocusFilterIntent>(of type: Filter.Type) -> Filter? {
        filters.withLock { $0[ObjectIdentifier(Filter.self)] as? Filter }
    }
}

/// What the system filters while a Focus is on.
public struct FocusFilterAppContext: @unchecked Sendable {
    /// Which of the app's notifications to show while the Focus is on; all when `nil`.
    public let notificationFilterPredicate: NSPredicate?
    /// The prefix of the target content identifiers of the windows to show; all when `nil`.
    public let targetContentIdentifierPrefix: String?

    /// Creates a context.
    public init(notificationFilterPredicate: NSPredicate? = nil, targetContentIdentifierPrefix: String? = nil) {
        self.notificationFilterPredicate = notificationFilterPredicate
        self.targetContentIdentifierPrefix = targetContentIdentifierPrefix
    }
}

/// The Focus the system asks filter suggestions for.
public struct FocusFilterSuggestionContext: Sendable {
    /// A context for any Focus.
    public init() {}
}
