import IntentKit

/// Debug only: removes everything CometCal donated to the search index.
struct ClearSpotlightIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Spotlight"
    static let description = IntentDescription("Debug: empties CometCal's search index.")

    /// Hidden from Shortcuts and Spotlight: a tool for tests.
    static let isDiscoverable = false

    @Dependency var searchIndex: SearchIndex

    /// Creates the intent.
    init() {}

    /// Empties the index.
    func perform() async throws -> some IntentResult {
        searchIndex.deleteAll()
        return .result()
    }
}
