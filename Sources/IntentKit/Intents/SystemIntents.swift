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
    /// IntentKit's own, like the other `intentKit` roles: the protocol that gives the role provides it; do not
    /// implement it yourself. Requirements, so that even a system intent's roles are known without asking the runtime.
    static var intentKitOpensEntity: Bool { get }
    /// Whether the intent is a ``WidgetConfigurationIntent``.
    static var intentKitConfiguresWidget: Bool { get }
    /// Whether the intent is a ``ControlConfigurationIntent``.
    static var intentKitConfiguresControl: Bool { get }
    /// The SiriKit intent class a ``CustomIntentMigratedAppIntent`` replaces; `nil` for any other intent.
    static var intentKitMigratedIntentClassName: String? { get }
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
        if intentKitOpensEntity { roles.append("open") }
        if intentKitConfiguresWidget { roles.append("widgetConfiguration") }
        if intentKitConfiguresControl { roles.append("controlConfiguration") }
        if let className = intentKitMigratedIntentClassName { roles.append("migratedFrom(\(className))") }
        return roles
    }

    /// No: the intent is not an ``OpenIntent``.
    public static var intentKitOpensEntity: Bool { false }
    /// No: the intent is not a ``WidgetConfigurationIntent``.
    public static var intentKitConfiguresWidget: Bool { false }
    /// No: the intent is not a ``ControlConfigurationIntent``.
    public static var intentKitConfiguresControl: Bool { false }
    /// None: the intent is not a ``CustomIntentMigratedAppIntent``.
    public static var intentKitMigratedIntentClassName: String? { nil }
}

extension OpenIntent {
    /// Yes.
    public static var intentKitOpensEntity: Bool { true }
}

extension WidgetConfigurationIntent {
    /// Yes.
    public static var intentKitConfiguresWidget: Bool { true }
}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer<Never> {
    /// Does nothing, as Apple's default does: a widget's configuration is read from its parameters, not performed.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

extension ControlConfigurationIntent {
    /// Yes.
    public static var intentKitConfiguresControl: Bool { true }
}

extension CustomIntentMigratedAppIntent {
    /// ``intentClassName``.
    public static var intentKitMigratedIntentClassName: String? { intentClassName }
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
