import Foundation

/// What an intent does, shown in Shortcuts and in the metadata, with where it is listed and the words it is found by.
/// ```swift
/// static let description = IntentDescription(
///     "Creates an event in a calendar.", categoryName: "Editing", searchKeywords: ["add", "new"])
/// ```
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description text.
    public var descriptionText: LocalizedStringResource
    /// The category Shortcuts lists the intent under, if any.
    public var categoryName: LocalizedStringResource?
    /// Other words people search for the intent by.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the intent's result as a later action refers to it, if any.
    public var resultValueName: LocalizedStringResource?

    /// Creates a description.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// Creates a description from a literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// Creates a description from an interpolated literal.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
