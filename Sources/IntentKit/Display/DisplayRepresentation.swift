import Foundation
import IntentWire

/// How an entity or enum case presents itself to people: a title, and optionally a subtitle, an image and synonyms.
///
/// Write it as a string literal when a title is enough:
/// ```swift
/// var displayRepresentation: DisplayRepresentation { "\(title)" }
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(title: "\(title)", subtitle: "\(calendar.title)", image: .init(systemName: "calendar"))
/// }
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The title.
    public var title: LocalizedStringResource
    /// A secondary line, if any.
    public var subtitle: LocalizedStringResource?
    /// An image shown beside the title, if any.
    public var image: Image?
    /// Other names the value answers to.
    public var synonyms: [LocalizedStringResource]

    /// Creates a display representation.
    @inlinable public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// Creates a display representation whose title is the literal.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    /// Creates a display representation whose title is the interpolated literal.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The title's text.
    var titleText: String { title.text }

    var wireValue: DisplayRepresentationValue {
        DisplayRepresentationValue(
            title: title.text, subtitle: subtitle.text, synonyms: synonyms.isEmpty ? nil : synonyms.map { $0.text }, image: image?.wireValue)
    }
}
