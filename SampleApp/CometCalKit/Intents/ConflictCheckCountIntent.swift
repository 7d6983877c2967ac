import IntentKit

/// How many times the app has worked out an event's conflicts since it started: shows that deferred properties wait to be asked.
struct ConflictCheckCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Conflict Check Count"
    /// What it tells.
    static let description = IntentDescription("Debug: how many times an event's conflicts were worked out since the app started.")
    /// Hidden from Shortcuts and Spotlight: a tool for tests.
    static let isDiscoverable = false

    @Dependency var store: CalendarStore

    /// Creates the intent.
    init() {}

    /// The count.
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: await store.conflictChecks)
    }
}
