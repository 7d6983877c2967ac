import IntentWire

/// How an entity or enum case presents itself to people: a title, and optionally a subtitle and image.
///
/// Write it as a string literal when a title is enough:
/// ```swift
/// var displayRepresentation: DisplayRepresentation { "\(title)" }
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The title.
    public var title: String
    /// A secondary line, if any.
    public var subtitle: String?
    /// The name of a symbol image, if any.
    public var image: String?
    /// Other names the value answers to.
    public var synonyms: [String]

    /// Creates a display representation.
    public init(title: String, subtitle: String? = nil, image: String? = nil, synonyms: [String] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// Creates a display representation whose title is the literal.
    public init(stringLiteral value: String) {
        self.init(title: value)
    }

    var wireValue: DisplayRepresentationValue {
        DisplayRepresentationValue(title: title, subtitle: subtitle, synonyms: synonyms.isEmpty ? nil : synonyms, image: image)
    }
}

/// The name of an entity or enum type, as people see it ("Event", "Calendar").
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: String

    /// Creates a type display representation.
    public init(name: String) { self.name = name }

    /// Creates a type display representation from a literal name.
    public init(stringLiteral value: String) { self.name = value }
}

/// What an intent says to the person: the full text and an optional short caption.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The full text; it must stand alone when spoken.
    public var full: String
    /// A short caption shown beside visual output, if any.
    public var supporting: String?

    /// Creates a dialog.
    public init(full: String, supporting: String? = nil) {
        self.full = full
        self.supporting = supporting
    }

    /// Creates a dialog from a literal.
    public init(stringLiteral value: String) { self.init(full: value) }

    var wireValue: DialogValue { DialogValue(full: full, supporting: supporting) }
}

/// A description of what an intent does, shown in Shortcuts and in metadata.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description text.
    public var text: String

    /// Creates a description.
    public init(_ text: String) { self.text = text }

    /// Creates a description from a literal.
    public init(stringLiteral value: String) { self.text = value }
}
