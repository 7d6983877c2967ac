import IntentWire

/// One condition of a property query: a property, a comparison and the value compared against.
///
/// ```swift
/// let confirmedInDecember = try await events.entities(where: [
///     .equalTo("status", "confirmed"),
///     .between("startDate", december1, and: december31),
/// ])
/// ```
/// Values are passed as parameters are: strings for enum cases and entities
/// found by name, entities returned earlier, dates, numbers; `nil` for none.
public struct EntityPropertyCondition: Sendable, Hashable, CustomStringConvertible {
    let comparison: PropertyComparison

    private init(_ property: String, _ comparator: ComparatorKind, _ values: [(any IntentValueExpressing)?]) {
        comparison = PropertyComparison(property: property, comparator: comparator, values: values.map { $0?.makeExpression().value ?? .null })
    }

    /// The property equals the value.
    public static func equalTo(_ property: String, _ value: (any IntentValueExpressing)?) -> Self { Self(property, .equalTo, [value]) }
    /// The property differs from the value.
    public static func notEqualTo(_ property: String, _ value: (any IntentValueExpressing)?) -> Self { Self(property, .notEqualTo, [value]) }
    /// The property contains the value: text within text, or an element of an array.
    public static func contains(_ property: String, _ value: any IntentValueExpressing) -> Self { Self(property, .contains, [value]) }
    /// The property starts with the value.
    public static func hasPrefix(_ property: String, _ value: any IntentValueExpressing) -> Self { Self(property, .hasPrefix, [value]) }
    /// The property ends with the value.
    public static func hasSuffix(_ property: String, _ value: any IntentValueExpressing) -> Self { Self(property, .hasSuffix, [value]) }
    /// The property is less than the value.
    public static func lessThan(_ property: String, _ value: any IntentValueExpressing) -> Self { Self(property, .lessThan, [value]) }
    /// The property is less than or equal to the value.
    public static func lessThanOrEqualTo(_ property: String, _ value: any IntentValueExpressing) -> Self { Self(property, .lessThanOrEqualTo, [value]) }
    /// The property is greater than the value.
    public static func greaterThan(_ property: String, _ value: any IntentValueExpressing) -> Self { Self(property, .greaterThan, [value]) }
    /// The property is greater than or equal to the value.
    public static func greaterThanOrEqualTo(_ property: String, _ value: any IntentValueExpressing) -> Self {
        Self(property, .greaterThanOrEqualTo, [value])
    }
    /// The property lies between the two values, both included.
    public static func between(_ property: String, _ lower: any IntentValueExpressing, and upper: any IntentValueExpressing) -> Self {
        Self(property, .between, [lower, upper])
    }

    /// `startDate between … and …`.
    public var description: String { comparison.description }
}

/// One key of a property query's sort order: `.ascending("startDate")`, `.descending("title")`.
public struct EntityPropertySort: Sendable, Hashable, CustomStringConvertible {
    let sort: PropertySort

    /// Smallest first.
    public static func ascending(_ property: String) -> Self { Self(sort: PropertySort(property: property, order: .ascending)) }
    /// Largest first.
    public static func descending(_ property: String) -> Self { Self(sort: PropertySort(property: property, order: .descending)) }

    /// `startDate descending`.
    public var description: String { sort.description }
}

/// Whether a property query's conditions must all hold (`.and`) or any one is enough (`.or`).
public enum EntityPropertyQueryMode: String, Sendable, Hashable, CaseIterable {
    /// Every condition holds.
    case and
    /// At least one condition holds.
    case or
}
