import IntentWire

/// An action your app exposes to the system: typed parameters in, a result out.
///
/// Implementation requirements: a static ``title``, `init()` (parameters
/// start unset or at their defaults), and ``perform()``. IntentKit resolves
/// every `@Parameter` before calling `perform()`, so inside it the values are
/// ready; `$parameter.valueState` tells an omitted parameter from one set to
/// `nil`.
/// ```swift
/// struct CreateCalendarIntent: AppIntent {
///     static let title = "Create Calendar"
///     @Parameter(title: "Name") var name: String
///     @Dependency var store: CalendarStore
///
///     func perform() async throws -> some IntentResult & ReturnsValue<CalendarEntity> {
///         .result(value: try await store.createCalendar(named: name).entity)
///     }
/// }
/// ```
/// Mark `perform()` `@MainActor` when it changes what is on screen; such
/// intents run serialized on the main actor.
public protocol AppIntent: Sendable {
    /// The type of result ``perform()`` returns.
    associatedtype PerformResult: IntentResult
    /// The intent's title, as people see it.
    static var title: String { get }
    /// What the intent does, if worth saying.
    static var description: IntentDescription? { get }
    /// Creates an intent whose parameters are unset or at their defaults.
    init()
    /// Does the work, with every parameter resolved.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }

    /// The intent's identifier: its Swift type name.
    public static var typeIdentifier: String { String(describing: Self.self) }
}
