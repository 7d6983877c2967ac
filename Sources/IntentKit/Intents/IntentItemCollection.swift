import IntentWire

/// One option an options provider offers: a value and how it is shown.
///
/// ```swift
/// IntentItem("month", title: "Monthly", subtitle: "Resets on the 1st")
/// ```
public struct IntentItem<Value: Sendable>: Sendable {
    /// The value the parameter takes when this option is chosen.
    public var value: Value
    /// The option's title.
    public var title: LocalizedStringResource
    /// A secondary line, if any.
    public var subtitle: LocalizedStringResource?
    /// A symbol or picture shown beside the title, if any.
    public var image: DisplayRepresentation.Image?

    /// Creates an option for `value`, shown as `title`.
    public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A group of options under an optional heading, as the picker shows them.
public struct IntentItemSection<Value: Sendable>: Sendable {
    /// The section's heading, if any.
    public var title: LocalizedStringResource?
    /// The section's options, in order.
    public var items: [IntentItem<Value>]

    /// Creates a section of `items`, under `title` if given.
    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Value>]) {
        self.title = title
        self.items = items
    }
}

/// A provider's options in titled sections: what `results()` of a ``DynamicOptionsProvider`` may return instead
/// of an array.
///
/// A value prompt for the parameter carries the sections and their titles to the test side (and the harness),
/// which can answer by an item's title: `.choosing(title: "Weekly", for: "period")`.
/// ```swift
/// func results() async throws -> IntentItemCollection<String> {
///     IntentItemCollection {
///         IntentItemSection("Often", items: [IntentItem("month", title: "Monthly")])
///         IntentItemSection("Rarely", items: [IntentItem("year", title: "Yearly")])
///     }
/// }
/// ```
public struct IntentItemCollection<Value: Sendable>: Sendable {
    /// The sections, in order.
    public var sections: [IntentItemSection<Value>]
    /// The label of the picker's search field, if any (kept for the source's sake; the process has no picker).
    public var promptLabel: LocalizedStringResource?
    /// Whether the picker shows an index of initials (kept for the source's sake; the process has no picker).
    public var usesIndexedCollation: Bool

    /// Creates a collection of `sections`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Value>]) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// Creates a collection of one untitled section of `items`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Value>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
    }

    /// Creates a collection of the sections `build` lists.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSectionBuilder<Value> _ build: () -> [IntentItemSection<Value>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: build())
    }
}

/// The older name of ``IntentItemCollection``, which Apple's API keeps.
public typealias ItemCollection<Value: Sendable> = IntentItemCollection<Value>

/// The older name of ``IntentItemSection``, which Apple's API keeps.
public typealias ItemSection<Value: Sendable> = IntentItemSection<Value>

/// Lists the sections of an ``IntentItemCollection`` one per line, with `if`, `for` and `if #available` as usual.
@resultBuilder
public enum IntentItemSectionBuilder<Value: Sendable> {
    /// A single section.
    public static func buildExpression(_ section: IntentItemSection<Value>) -> [IntentItemSection<Value>] { [section] }
    /// Sections made elsewhere.
    public static func buildExpression(_ sections: [IntentItemSection<Value>]) -> [IntentItemSection<Value>] { sections }
    /// The sections in order.
    public static func buildBlock(_ parts: [IntentItemSection<Value>]...) -> [IntentItemSection<Value>] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [IntentItemSection<Value>]?) -> [IntentItemSection<Value>] { part ?? [] }
    /// The taken branch of an `if`/`else`.
    public static func buildEither(first part: [IntentItemSection<Value>]) -> [IntentItemSection<Value>] { part }
    /// The taken branch of an `if`/`else`.
    public static func buildEither(second part: [IntentItemSection<Value>]) -> [IntentItemSection<Value>] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[IntentItemSection<Value>]]) -> [IntentItemSection<Value>] { parts.flatMap { $0 } }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [IntentItemSection<Value>]) -> [IntentItemSection<Value>] { part }
}
