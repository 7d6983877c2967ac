import IntentKit

/// Debug only: resets the store and the search index, then adds the sample calendars and events.
struct SeedSampleEventsIntent: AppIntent {
    /// Hidden from Shortcuts and Spotlight: a tool for tests.
    static let isDiscoverable = false
    static let title: LocalizedStringResource = "Seed Sample Events"
    static let description = IntentDescription("Debug: replaces all data with the sample events.")

    @Dependency var store: CalendarStore

    /// Creates the intent.
    init() {}

    /// Seeds.
    func perform() async throws -> some IntentResult {
        try await store.seed()
        // An app log: IntentKit routes stdout to stderr while serving, so this cannot corrupt the protocol.
        print("CometCal: seeded \(await store.eventCount(inCalendar: nil)) sample events")
        return .result()
    }
}

/// Debug only: back to the two default calendars and no events, in the store and the search index.
struct ResetTestDataIntent: AppIntent {
    /// Hidden from Shortcuts and Spotlight: a tool for tests.
    static let isDiscoverable = false
    static let title: LocalizedStringResource = "Reset Test Data"
    static let description = IntentDescription("Debug: removes all events and extra calendars.")

    @Dependency var store: CalendarStore

    /// Creates the intent.
    init() {}

    /// Resets.
    func perform() async throws -> some IntentResult {
        try await store.reset()
        return .result()
    }
}

/// Debug only: adds many generated events (the store indexes them), for load tests and benchmarks.
struct SeedBulkEventsIntent: AppIntent {
    /// Hidden from Shortcuts and Spotlight: a tool for tests.
    static let isDiscoverable = false
    static let title: LocalizedStringResource = "Seed Bulk Events"
    static let description = IntentDescription("Debug: adds generated events such as \"Nebula Relay Drill 00042\".")

    @Parameter(title: "Count") var count: Int
    @Dependency var store: CalendarStore

    /// "Add … generated events".
    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$count) generated events")
    }

    /// Creates the intent.
    init() {}

    /// Adds the events and returns how many there are now.
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        guard (1...1_000_000).contains(count) else { throw CometCalError.countOutOfRange(count) }
        try await store.addGeneratedEvents(count)
        return .result(value: await store.eventCount(inCalendar: nil))
    }
}
