import IntentKitClient
import IntentWire

extension AppEntityDefinition {
    /// The entities of this type the visible screen annotates, in screen order, fully resolved.
    ///
    /// A detail screen reports its entity as selected; a list reports its
    /// visible rows, and selected rows even when scrolled off screen.
    public func viewAnnotations() async throws -> [ViewAnnotation] {
        let screen = try await AppSession.resolve(for: bundleIdentifier).screen(entity: typeIdentifier)
        return screen.annotations.map { ViewAnnotation(entity: AnyAppEntity($0.entity, bundleIdentifier: bundleIdentifier), isSelected: $0.isSelected) }
    }

    /// Searches what the app donated to its search index for this type; `nil` returns everything indexed.
    ///
    /// Every word of the query must begin a word of an entity's indexed text (case- and diacritic-insensitive); a
    /// query with no word in it (`""`, `"!!!"`, an emoji) finds nothing.
    ///
    /// The app settles pending index work first, so no sleep is needed after
    /// an intent that donates. Hits come back resolved through the entity's
    /// query, best match first.
    public func spotlightQuery(_ userQuery: String? = nil) async throws -> [AnyAppEntity] {
        try await AppSession.resolve(for: bundleIdentifier).search(typeIdentifier, userQuery)
            .map { AnyAppEntity($0, bundleIdentifier: bundleIdentifier) }
    }
}
