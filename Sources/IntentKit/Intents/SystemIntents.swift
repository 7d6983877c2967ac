/// An intent the system gives a role: opening an item, configuring a widget or a control, or standing in for a
/// SiriKit intent.
///
/// As in App Intents, ``OpenIntent`` refines it; here the other role protocols do too, so that an
/// ordinary intent's roles are known without asking the Swift runtime (each question about a protocol
/// a type does not conform to makes the runtime scan every conformance record of every loaded library:
/// about a tenth of a millisecond per question, at every launch).
public protocol SystemIntent: AppIntent {}

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
    public static var intentKitSystemRoles: [String] { [] }
}

extension SystemIntent {
    /// The roles of the system intent protocols the type conforms to.
    ///
    /// Chosen over `AppIntent`'s default for system intents only, so that an ordinary intent's roles are
    /// known without asking the runtime anything.
    public static var intentKitSystemRoles: [String] {
        var roles: [String] = []
        if self is any OpenIntent.Type { roles.append("open") }
        if self is any WidgetConfigurationIntent.Type { roles.append("widgetConfiguration") }
        if self is any ControlConfigurationIntent.Type { roles.append("controlConfiguration") }
        if let migrated = self as? any CustomIntentMigratedAppIntent.Type { roles.append("migratedFrom(\(migrated.intentClassName))") }
        return roles
    }
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
