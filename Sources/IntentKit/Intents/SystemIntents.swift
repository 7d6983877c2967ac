/// An intent the system gives a role: opening an item, configuring a widget or a control, or standing in for a
/// SiriKit intent.
///
/// As in App Intents, ``OpenIntent`` refines it; here the other role protocols do too, so that an
/// ordinary intent's roles are known without asking the Swift runtime (each question about a protocol
/// a type does not conform to makes the runtime scan every conformance record of every loaded library:
/// about a tenth of a millisecond per question, at every launch).
public protocol SystemIntent: AppIntent {
    /// Whether the intent is an ``OpenIntent``.
    ///
    /// IntentKit's own, like the other `_intentKit` roles: the protocol that gives the role provides it; do not
    /// implement it yourself. Requirements, so that even a system intent's roles are known without asking the
    /// runtime; one per role, because an intent may combine roles (an open intent that configures a widget), and
    /// one requirement for all would need a default for every combination.
    static var _intentKitOpensEntity: Bool { get }
    /// Whether the intent is a ``WidgetConfigurationIntent``.
    static var _intentKitConfiguresWidget: Bool { get }
    /// Whether the intent is a ``ControlConfigurationIntent``.
    static var _intentKitConfiguresControl: Bool { get }
    /// The SiriKit intent class a ``CustomIntentMigratedAppIntent`` replaces; `nil` for any other intent.
    static var _intentKitMigratedIntentClassName: String? { get }
    /// Whether the intent is a ``SetValueIntent``.
    static var _intentKitSetsValue: Bool { get }
    /// Whether the intent is a ``DeleteIntent``.
    static var _intentKitDeletes: Bool { get }
    /// Whether the intent is an ``AudioPlaybackIntent``.
    static var _intentKitPlaysAudio: Bool { get }
    /// Whether the intent is a ``ShowInAppSearchResultsIntent``.
    static var _intentKitShowsSearchResults: Bool { get }
    /// Whether the intent is a ``SetFocusFilterIntent``.
    static var _intentKitSetsFocusFilter: Bool { get }
}

/// An intent that opens one of the app's entities, named by its `target` parameter.
///
/// ```swift
/// struct OpenEventIntent: OpenIntent {
///     static let title: LocalizedStringResource = "Open Event"
///     @Parameter(title: "Event") var target: EventEntity
///     func perform() async throws -> some IntentResult { … }
/// }
/// ```
public protocol OpenIntent: SystemIntent {
    /// The type of entity the intent opens.
    associatedtype Value: AppEntity
    /// The entity to open.
    var target: Value { get set }
}

/// An intent that configures a widget; IntentKit runs it like any other and marks it in the metadata.
public protocol WidgetConfigurationIntent: SystemIntent {}

/// An intent that configures a control; IntentKit runs it like any other and marks it in the metadata.
public protocol ControlConfigurationIntent: SystemIntent {}

extension AppIntent {
    /// None: an intent that is not a ``SystemIntent`` plays no system role.
    public static var _intentKitSystemRoles: [String] { [] }
}

extension SystemIntent {
    /// The roles of the system intent protocols the type conforms to.
    ///
    /// Chosen over `AppIntent`'s default for system intents only, so that an ordinary intent's roles are
    /// known without asking the runtime anything.
    public static var _intentKitSystemRoles: [String] {
        var roles: [String] = []
        if _intentKitOpensEntity { roles.append("open") }
        if _intentKitConfiguresWidget { roles.append("widgetConfiguration") }
        if _intentKitConfiguresControl { roles.append("controlConfiguration") }
        if let className = _intentKitMigratedIntentClassName { roles.append("migratedFrom(\(className))") }
        if _intentKitSetsValue { roles.append("setValue") }
        if _intentKitDeletes { roles.append("delete") }
        if _intentKitPlaysAudio { roles.append("audioPlayback") }
        if _intentKitShowsSearchResults { roles.append("searchInApp") }
        if _intentKitSetsFocusFilter { roles.append("focusFilter") }
        return roles
    }

    /// No: the intent is not an ``OpenIntent``.
    public static var _intentKitOpensEntity: Bool { false }
    /// No: the intent is not a ``WidgetConfigurationIntent``.
    public static var _intentKitConfiguresWidget: Bool { false }
    /// No: the intent is not a ``ControlConfigurationIntent``.
    public static var _intentKitConfiguresControl: Bool { false }
    /// None: the intent is not a ``CustomIntentMigratedAppIntent``.
    public static var _intentKitMigratedIntentClassName: String? { nil }
    /// No: the intent is not a ``SetValueIntent``.
    public static var _intentKitSetsValue: Bool { false }
    /// No: the intent is not a ``DeleteIntent``.
    public static var _intentKitDeletes: Bool { false }
    /// No: the intent is not an ``AudioPlaybackIntent``.
    public static var _intentKitPlaysAudio: Bool { false }
    /// No: the intent is not a ``ShowInAppSearchResultsIntent``.
    public static var _intentKitShowsSearchResults: Bool { false }
    /// No: the intent is not a ``SetFocusFilterIntent``.
    public static var _intentKitSetsFocusFilter: Bool { false }
}

extension OpenIntent {
    /// Yes.
    public static var _intentKitOpensEntity: Bool { true }
}

extension OpenIntent where PerformResult == IntentResultContainer<Never> {
    /// Does nothing more, as Apple's default does for an intent whose only work is to open the app at its target:
    /// the app shows the target when it handles the intent (in SwiftUI, `onAppIntentExecution`).
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

extension WidgetConfigurationIntent {
    /// Yes.
    public static var _intentKitConfiguresWidget: Bool { true }
}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer<Never> {
    /// Does nothing, as Apple's default does: a widget's configuration is read from its parameters, not performed.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

extension ControlConfigurationIntent {
    /// Yes.
    public static var _intentKitConfiguresControl: Bool { true }
}

extension CustomIntentMigratedAppIntent {
    /// ``intentClassName``.
    public static var _intentKitMigratedIntentClassName: String? { intentClassName }
}

/// An intent Xcode converted from a SiriKit custom intent, which names the intent class it replaces.
///
/// ```swift
/// struct D4: AppIntent, CustomIntentMigratedAppIntent {
///     static let intentClassName = "D4Intent"
///     …
/// }
/// ```
public protocol CustomIntentMigratedAppIntent: SystemIntent {
    /// The name of the SiriKit intent class this intent replaces.
    static var intentClassName: String { get }
}
