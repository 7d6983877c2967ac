import Foundation
import IntentWire

/// An entity the app donates to the search index (the Spotlight analogue).
///
/// Conforming declares the shape; nothing is indexed until the app donates
/// entities with ``SearchIndex/index(_:generation:)`` on create and update, and deletes
/// them on removal. What the index finds an entity by is its ``attributeSet``:
/// by default the display title, subtitle and synonyms plus every
/// `@Property(title:indexed: true)` value (or, for `@Property(title:indexingKey:)`, the value in the attribute the
/// key names); override it to say more.
/// ```swift
/// var attributeSet: CSSearchableItemAttributeSet {
///     let attributes = defaultAttributeSet
///     attributes.contentDescription = notes
///     attributes.keywords = [location].compactMap { $0 }
///     return attributes
/// }
/// ```
public protocol IndexedEntity: AppEntity {
    /// What the search index finds this entity by.
    var attributeSet: CSSearchableItemAttributeSet { get }
}

extension IndexedEntity {
    /// The display title, subtitle and synonyms, with indexed property values as keywords, or in the attribute
    /// their `indexingKey` names.
    public var defaultAttributeSet: CSSearchableItemAttributeSet {
        let display = displayRepresentation
        let attributes = CSSearchableItemAttributeSet()
        attributes.title = display.title.text
        attributes.displayName = display.title.text
        attributes.contentDescription = display.subtitle.text
        var keywords = display.synonyms.map(\.text)
        for (indexing, value) in PropertyReflection.indexedValues(of: self) {
            let texts = Self.searchText(of: value)
            if texts.isEmpty { continue }
            switch indexing {
            case .title: attributes.title = texts.joined(separator: " ")
            case .displayName: attributes.displayName = texts.joined(separator: " ")
            case .contentDescription: attributes.contentDescription = texts.joined(separator: " ")
            case .keywords, .none: keywords += texts
            }
        }
        attributes.keywords = keywords
        return attributes
    }

    /// The default attribute set.
    public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

    /// What the index finds this entity by. Its text may share the entity's storage: the index keeps a
    /// ``SearchDocument/storedCopy()``.
    var searchDocument: SearchDocument {
        let attributes = attributeSet
        let title = attributes.title ?? attributes.displayName ?? displayRepresentation.title.text
        var texts = attributes.keywords ?? []
        if let displayName = attributes.displayName, displayName != title { texts.append(displayName) }
        return SearchDocument(type: Self.typeIdentifier, id: id.entityIdentifierString, title: title, subtitle: attributes.contentDescription, texts: texts)
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

    /// The document with its text in storage of its own, as the index keeps it.
    ///
    /// Not the entity's own strings: the index outlives the entity, and strings an entity shares with the app's store
    /// would keep the store's larger buffers alive. The index's worker makes it as it adds
    /// the document.
    func storedCopy() -> SearchDocument {
        SearchDocument(type: type, id: id.storedCopy, title: title.storedCopy, subtitle: subtitle?.storedCopy, texts: texts.map(\.storedCopy))
    }

    /// The distinct words of the document's text. Most documents have a dozen words or so: those are told apart by
    /// comparing them, which costs less than hashing them into a set.
    var tokens: [String] {
        var words: [String] = []
        words.reserveCapacity(16)
        SearchText.appendTokens(of: title, to: &words)
        if let subtitle { SearchText.appendTokens(of: subtitle, to: &words) }
        for text in texts { SearchText.appendTokens(of: text, to: &words) }
        guard words.count > 32 else {
            var distinct: [String] = []
            distinct.reserveCapacity(words.count)
            for word in words where !distinct.contains(word) { distinct.append(word) }
            return distinct
        }
        var seen = Set<String>(minimumCapacity: words.count)
        return words.filter { seen.insert($0).inserted }
    }
}

extension String {
    /// The same text in storage of its own, exactly its size.
    fileprivate var storedCopy: String {
        var text = self
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(from: bytes)
                return bytes.count
            }
        }
    }
}
