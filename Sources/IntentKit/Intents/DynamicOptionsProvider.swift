import IntentWire

/// Offers the values a parameter can take, computed when asked: the calendars that exist, the sizes in stock.
///
/// Implementation requirements: ``results()``, returning an array or an ``IntentItemCollection`` of titled
/// sections. ``defaultResult()`` defaults to none; when it returns a value, a run that omits a required parameter
/// uses it instead of asking. Otherwise the value prompt for the parameter carries the options, by section, to the
/// test side.
/// ```swift
/// struct CalendarNameOptions: DynamicOptionsProvider {
///     @Dependency var store: CalendarStore
///     func results() async throws -> [String] { await store.calendars().map(\.title) }
/// }
/// @Parameter(title: "Calendar", optionsProvider: CalendarNameOptions()) var calendarName: String
/// ```
public protocol DynamicOptionsProvider: Sendable {
    /// The type of the values offered.
    associatedtype DefaultValue: IntentValueCodable
    /// What ``results()`` returns: `[DefaultValue]` or `IntentItemCollection<DefaultValue>`.
    associatedtype Result: ResultsCollection = [DefaultValue] where Result.Element == DefaultValue
    /// The values to choose from.
    func results() async throws -> Result
    /// The value to use when none is given, if any.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default.
    public func defaultResult() async -> DefaultValue? { nil }
}

/// An options provider with its value type erased, as a parameter keeps it.
struct AnyOptionsProvider: Sendable {
    let results: @Sendable () async throws -> [PromptOptionSection]
    let defaultResult: @Sendable () async -> IntentValue?

    init<Provider: DynamicOptionsProvider>(_ provider: Provider) {
        results = { try await provider.results()._intentKitOptionSections() }
        defaultResult = { await provider.defaultResult()?.intentValue }
    }
}
