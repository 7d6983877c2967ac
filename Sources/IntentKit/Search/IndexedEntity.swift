import Foundation

/// An entity the app donates to the search index (the Spotlight analogue).
///
/// Conforming declares the shape; nothing is indexed until the app donates
/// entities with ``SearchIndex/index(_:)`` on create and update, and deletes
/// them on removal. The indexed text is the display title and subtitle plus
/// every `@Property(title:indexed: true)` value.
public protocol IndexedEntity: AppEntity {}

extension IndexedEntity {
    /// What the index stores for this entity.
    var searchDocument: SearchDocument {
        var texts: [String] = []
        for (_, property) in PropertyReflection.properties(of: self) where property.isIndexed {
            texts += Self.searchText(of: property.currentIntentValue)
        }
        let display = displayRepresentation
        return SearchDocument(
            type: Self.typeIdentifier, id: id.entityIdentifierString,
            title: display.title, subtitle: display.subtitle, texts: texts + display.synonyms)
    }

    private static func searchText(of value: IntentValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let values): values.flatMap(searchText(of:))
        case .entity(let entity): entity.display.map { [$0.title] } ?? []
        case .transientEntity(let entity): entity.display.map { [$0.title] } ?? []
        case .enumCase(let value): [value.rawValue]
        default: []
        }
    }
}

/// One entity as the search index keeps it: identity plus the text it is found by.
struct SearchDocument: Codable, Sendable, Hashable {
    var type: String
    var id: String
    var title: String
    var subtitle: String?
    var texts: [String]

    var tokens: Set<String> {
        Set(([title, subtitle ?? ""] + texts).flatMap(SearchText.tokens(of:)))
    }
}

/// How the index reads text: case- and diacritic-insensitive words.
enum SearchText {
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The folded words of a text, split at anything that is not a letter or digit.
    static func tokens(of text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
