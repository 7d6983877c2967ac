import IntentWire

/// What an options provider's `results()` returns: an array of values, or an ``IntentItemCollection`` of titled
/// sections.
///
/// Implementation requirements: none for users; `Array` and ``IntentItemCollection`` conform.
public protocol ResultsCollection<Element>: Sendable {
    /// The type of the values offered.
    associatedtype Element: Sendable
    /// The options, by section, as the wire carries them (IntentKit's plumbing).
    func _intentKitOptionSections() -> [PromptOptionSection]
}

extension Array: ResultsCollection where Element: IntentValueCodable {
    /// One untitled section, each value titled as a prompt shows it.
    public func _intentKitOptionSections() -> [PromptOptionSection] {
        [PromptOptionSection(items: map { PromptOptionItem(value: $0.intentValue, title: $0.intentValue.optionTitle) })]
    }
}

extension IntentItemCollection: ResultsCollection where Value: IntentValueCodable {
    /// The element type is the items' value type.
    public typealias Element = Value

    /// Each section with its title, each item with its value, title and subtitle.
    public func _intentKitOptionSections() -> [PromptOptionSection] {
        sections.map { section in
            PromptOptionSection(
                title: section.title?.text,
                items: section.items.map { PromptOptionItem(value: $0.value.intentValue, title: $0.title.text, subtitle: $0.subtitle?.text) })
        }
    }
}
