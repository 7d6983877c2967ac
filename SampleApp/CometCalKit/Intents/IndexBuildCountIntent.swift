import IntentKit

/// Waits for the title index and date order being built ahead of use, then tells how many times a read had
/// to build them itself since the app started: shows that reads after a large change find them ready.
struct IndexBuildCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Index Build Count"
    /// What it tells.
    static let description = IntentDescription("Debug: waits for the indexes built ahead, then tells how many times a read built them itself.")
    /// Hidden from Shortcuts and Spotlight: a tool for tests.
    static let isDiscoverable = false

    @Dependency var store: CalendarStore

    /// Creates the intent.
    init() {}

    /// The count, once no build ahead is running or waiting.
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        await store.waitForIndexesBuiltAhead()
        return .result(value: await store.indexBuildsOnFirstUse)
    }
}
