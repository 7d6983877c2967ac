import IntentKit

/// Debug only: removes everything CometCal donated to the search index.
public struct ClearSpotlightIntent: AppIntent {
    /// "Clear Spotlight".
    public static let title = "Clear Spotlight"
    /// What it does.
    public static let description: IntentDescription? = "Debug: empties CometCal's search index."

    @Dependency var searchIndex: SearchIndex

    /// Creates the intent.
    public init() {}

    /// Empties the index.
    public func perform() async throws -> some IntentResult {
        searchIndex.deleteAll()
        return .result()
    }
}
