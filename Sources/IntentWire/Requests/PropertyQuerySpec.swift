/// One condition of a property query: a property, how to compare it, and the value (or two, for `between`).
///
/// On the wire: `{"property":"startDate","comparator":"between","values":[{"date":…},{"date":…}]}`.
public struct PropertyComparison: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The property's name.
    public var property: String
    /// How the property is compared.
    public var comparator: ComparatorKind
    /// The values compared against: two for ``ComparatorKind/between`` (lower, upper), one otherwise.
    public var values: [IntentValue]

    /// Creates a condition.
    public init(property: String, comparator: ComparatorKind, values: [IntentValue]) {
        self.property = property
        self.comparator = comparator
        self.values = values
    }

    /// `startDate between 2026-12-01… and 2026-12-31…`, for messages.
    public var description: String {
        "\(property) \(comparator.rawValue) " + values.map(\.description).joined(separator: " and ")
    }
}

/// A way to compare a property with a value, as `EntityPropertyQuery` comparators declare them.
public enum ComparatorKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// Equal to the value.
    case equalTo
    /// Not equal to the value.
    case notEqualTo
    /// Contains the value (text contains text; an array contains an element).
    case contains
    /// Starts with the value.
    case hasPrefix
    /// Ends with the value.
    case hasSuffix
    /// Less than the value.
    case lessThan
    /// Less than or equal to the value.
    case lessThanOrEqualTo
    /// Greater than the value.
    case greaterThan
    /// Greater than or equal to the value.
    case greaterThanOrEqualTo
    /// Between two values, both included.
    case between

    /// How many values the comparator takes.
    public var valueCount: Int { self == .between ? 2 : 1 }
}

/// Whether a property query's conditions must all hold or any one is enough.
public enum PropertyQueryMode: String, Codable, Sendable, Hashable, CaseIterable {
    /// Every condition holds.
    case and
    /// At least one condition holds.
    case or
}

/// One key of a property query's sort order.
public struct PropertySort: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The property to sort by.
    public var property: String
    /// The direction.
    public var order: SortOrder

    /// Creates a sort key.
    public init(property: String, order: SortOrder = .ascending) {
        self.property = property
        self.order = order
    }

    /// `startDate descending`, for messages.
    public var description: String { "\(property) \(order.rawValue)" }

    /// A sort direction.
    public enum SortOrder: String, Codable, Sendable, Hashable, CaseIterable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }
}
