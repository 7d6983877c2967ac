/// One section of the options a value prompt offers: what a parameter's options provider returned, grouped as its
/// `IntentItemCollection` groups them.
///
/// On the wire: `{"title":"Near","items":[{"value":V,"title":"Aisle One","subtitle":"…"}]}`; `title` is absent for
/// an untitled section (a provider that returns a plain array gives one), and `subtitle` when the item has none.
public struct PromptOptionSection: Codable, Sendable, Hashable {
    /// The section's heading, if it has one.
    public var title: String?
    /// The section's options, in the order shown.
    public var items: [PromptOptionItem]

    /// Creates a section.
    public init(title: String? = nil, items: [PromptOptionItem]) {
        self.title = title
        self.items = items
    }
}

/// One option of a value prompt: the value it stands for and how it is shown.
public struct PromptOptionItem: Codable, Sendable, Hashable {
    /// The value the parameter takes when this option is chosen.
    public var value: IntentValue
    /// The option's title as people see it.
    public var title: String
    /// A secondary line, if any.
    public var subtitle: String?

    /// Creates an option.
    public init(value: IntentValue, title: String, subtitle: String? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}
