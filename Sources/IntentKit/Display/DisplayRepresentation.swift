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
    public var title: LocalizedStringResource {
        get { parts.title }
        set { parts = Parts(title: newValue, subtitle: subtitle, image: image, synonyms: synonyms) }
    }
    /// A secondary line, if any.
    public var subtitle: LocalizedStringResource? {
        get { parts.subtitle }
        set { parts = Parts(title: title, subtitle: newValue, image: image, synonyms: synonyms) }
    }
    /// An image shown beside the title, if any.
    public var image: Image? {
        get { parts.image }
        set { parts = Parts(title: title, subtitle: subtitle, image: newValue, synonyms: synonyms) }
    }
    /// Other names the value answers to.
    public var synonyms: [LocalizedStringResource] {
        get { parts.synonyms }
        set { parts = Parts(title: title, subtitle: subtitle, image: image, synonyms: newValue) }
    }

    /// The parts, held by reference: copying a display is then one retain.
    ///
    /// Held inline, a display is large, and the compiler moves it by copying and destroying it, reference counting
    /// its strings each time. A display is made
    /// for every entity of a result and almost never changed, so a change makes new parts.
    @usableFromInline var parts: Parts

    /// The parts of a display representation.
    @usableFromInline final class Parts: Sendable {
        @usableFromInline let title: LocalizedStringResource
        @usableFromInline let subtitle: LocalizedStringResource?
        @usableFromInline let image: Image?
        @usableFromInline let synonyms: [LocalizedStringResource]

        @inlinable init(title: LocalizedStringResource, subtitle: LocalizedStringResource?, image: Image?, synonyms: [LocalizedStringResource]) {
            self.title = title
            self.subtitle = subtitle
            self.image = image
            self.synonyms = synonyms
        }
    }

    /// Creates a display representation.
    @inlinable public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        parts = Parts(title: title, subtitle: subtitle, image: image, synonyms: synonyms)
    }

    /// Whether two displays have the same title, subtitle, image and synonyms.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.image == rhs.image && lhs.synonyms == rhs.synonyms)
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(subtitle)
        hasher.combine(image)
        hasher.combine(synonyms)
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
    var titleText: String { parts.title.text }

    var wireValue: DisplayRepresentationValue {
        DisplayRepresentationValue(
            title: parts.title.text, subtitle: parts.subtitle.text, synonyms: parts.synonyms.isEmpty ? nil : parts.synonyms.map { $0.text },
            image: parts.image?.wireValue)
    }
}
