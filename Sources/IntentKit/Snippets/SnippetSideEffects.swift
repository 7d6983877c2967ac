import IntentWire

/// How IntentKit tells that rendering a snippet changed nothing: the generation of the app's store before and after.
enum SnippetSideEffects {
    /// The generation of the app's search index source, or `nil` when the app declares none.
    static func generation(_ registry: Registry) async throws -> UInt64? {
        guard let sourceType = registry.description.searchIndexSource, let source = registered(sourceType) else { return nil }
        return try await source.searchIndexGeneration()
    }

    private static func registered<Source: SearchIndexSource>(_ type: Source.Type) -> (any SearchIndexSource)? {
        AppDependencyManager.shared.registered(type)
    }
}
