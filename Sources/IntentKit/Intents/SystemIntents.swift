/// An intent that opens one of the app's entities, named by its `target` parameter.
///
/// ```swift
/// struct OpenEventIntent: OpenIntent {
///     static let title: LocalizedStringResource = "Open Event"
///     @Parameter(title: "Event") var target: EventEntity
///     func perform() async throws -> some IntentResult { … }
/// }
/// ```
public protocol OpenIntent: AppIntent {
    /// The type of entity the intent opens.
    associatedtype Value: AppEntity
    /// The entity to open.
    var target: Value { get set }
}

/// An intent that configures a widget; IntentKit runs it like any other and marks it in the metadata.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that configures a control; IntentKit runs it like any other and marks it in the metadata.
public protocol ControlConfigurationIntent: AppIntent {}

extension AppIntent {
    /// The system roles the intent plays, as the metadata lists them.
    static var systemRoles: [String] {
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
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The name of the SiriKit intent class this intent replaces.
    static var intentClassName: String { get }
}
