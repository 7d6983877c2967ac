import IntentWire

/// An action your app exposes to the system: typed parameters in, a result out.
///
/// Implementation requirements: a static ``title``, `init()` (parameters
/// start unset or at their defaults), and ``perform()``. Optional: a
/// `description`, a ``parameterSummary``, and how the intent runs
/// (``openAppWhenRun``, ``supportedModes``, ``authenticationPolicy``,
/// ``isDiscoverable``). IntentKit resolves every `@Parameter` before calling
/// `perform()`, so inside it the values are ready; `$parameter.valueState`
/// tells an omitted parameter from one set to `nil`.
/// ```swift
/// struct CreateCalendarIntent: AppIntent {
///     static let title: LocalizedStringResource = "Create Calendar"
///     static let description = IntentDescription("Adds a calendar.", categoryName: "Calendars")
///     @Parameter(title: "Name") var name: String
///     @Dependency var store: CalendarStore
///
///     static var parameterSummary: some ParameterSummary {
///         Summary("Create a calendar named \(\.$name)")
///     }
///
///     func perform() async throws -> some IntentResult & ReturnsValue<CalendarEntity> {
///         .result(value: try await store.createCalendar(named: name).entity)
///     }
/// }
/// ```
/// Mark `perform()` `@MainActor` when it changes what is on screen; such
/// intents run serialized on the main actor.
public protocol AppIntent: IntentDescriptionProviding, OptionalIntentDescriptionProviding, Sendable {
    /// The type of result ``perform()`` returns.
    associatedtype PerformResult: IntentResult
    /// The type of the intent's parameter summary.
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary
    /// The intent's title, as people see it.
    static var title: LocalizedStringResource { get }
    /// Whether running the intent brings the app to the foreground; `false` unless declared.
    static var openAppWhenRun: Bool { get }
    /// Where the intent may run; `.background` unless declared.
    static var supportedModes: IntentModes { get }
    /// Whether the intent may run on a locked device; `.alwaysAllowed` unless declared.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Whether Shortcuts and Spotlight offer the intent; `true` unless declared.
    static var isDiscoverable: Bool { get }
    /// How Shortcuts shows the intent: a sentence with its parameters in it.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// The system roles the intent plays (`open`, `widgetConfiguration`, …), as the metadata lists them.
    ///
    /// IntentKit's own: ``SystemIntent`` and the protocols refining it provide it; do not implement it yourself.
    static var _intentKitSystemRoles: [String] { get }
    /// The App Intents schema the intent follows (`photos.openAsset`), as the metadata lists it; `nil` for none.
    ///
    /// IntentKit's own: `@AppIntent(schema:)` of the `IntentKitMacros` product provides it; do not implement it yourself.
    static var _intentKitSchema: String? { get }
    /// Called once `perform()` has returned: a ``SetFocusFilterIntent`` keeps itself as the current filter.
    ///
    /// IntentKit's own; do not implement it yourself.
    func _intentKitDidPerform()
    /// Creates an intent whose parameters are unset or at their defaults.
    init()
    /// Does the work, with every parameter resolved.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// None.
    public static var _intentKitSchema: String? { nil }
    /// Nothing to keep.
    public func _intentKitDidPerform() {}
    /// Runs in the background.
    public static var openAppWhenRun: Bool { false }
    /// Runs in the background.
    public static var supportedModes: IntentModes { .background }
    /// Runs whether or not the device is locked.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// Offered by Shortcuts and Spotlight.
    public static var isDiscoverable: Bool { true }

    /// The intent's identifier: its Swift type name.
    public static var typeIdentifier: String { TypeNames.name(of: Self.self) }
}

extension AppIntent where SummaryContent == NoParameterSummary {
    /// No summary: Shortcuts shows the title and the parameters in a list.
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
}

/// Declares an intent's description as a non-optional value, the way most App Intents code writes it.
///
/// ```swift
/// static let description = IntentDescription("Creates an event in a calendar.")
/// ```
/// ``AppIntent`` refines this protocol and ``OptionalIntentDescriptionProviding``
/// so that a description declared with either type reaches the metadata.
public protocol IntentDescriptionProviding {
    /// What the intent does.
    static var description: IntentDescription { get }
}

/// Declares an intent's description as an optional value (`static let description: IntentDescription? = …`).
public protocol OptionalIntentDescriptionProviding {
    /// What the intent does, if worth saying.
    static var description: IntentDescription? { get }
}

extension IntentDescriptionProviding {
    /// No description (an empty text, which the metadata leaves out).
    public static var description: IntentDescription { IntentDescription("") }
}

extension OptionalIntentDescriptionProviding {
    /// No description.
    public static var description: IntentDescription? { nil }
}

extension AppIntent {
    /// The description declared in either form, or `nil`.
    static var declaredDescription: IntentDescription? {
        let optional: IntentDescription? = Self.description
        if let optional { return optional }
        let plain: IntentDescription = Self.description
        return plain.descriptionText.text.isEmpty ? nil : plain
    }
}
