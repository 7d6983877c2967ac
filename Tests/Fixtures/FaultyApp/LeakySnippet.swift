import IntentKit

/// A counter the app declares as its search index source, so snippet rendering can be checked for side effects.
actor Counter: SearchIndexSource {
    private var value: UInt64 = 0

    func bump() { value += 1 }

    func searchIndexGeneration() -> UInt64 { value }

    func searchIndexSnapshot() -> SearchIndexSnapshot { SearchIndexSnapshot(generation: value, entities: []) }
}

/// A snippet intent that wrongly changes data while it renders.
struct LeakySnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Leaky Snippet"
    @Dependency var counter: Counter

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        await counter.bump()
        return .result(view: Text("leaked"))
    }
}

/// Shows the leaky snippet.
struct ShowLeakySnippetIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Leaky Snippet"

    func perform() async throws -> some IntentResult & ShowsSnippetIntent {
        .result(snippetIntent: LeakySnippetIntent())
    }
}
