import IntentWire

/// A query that finds entities by comparing their properties, sorted and limited, as Shortcuts' Find and Filter actions do.
///
/// Declare which properties can be compared and how (``properties``), what
/// results can be sorted by (``sortingOptions``), and answer
/// ``entities(matching:mode:sortedBy:limit:)`` with the comparators mapped
/// to a type of your choice:
/// ```swift
/// struct EventEntityQuery: EntityPropertyQuery {
///     static let properties = QueryProperties {
///         Property(\EventEntity.$title) {
///             EqualToComparator { EventFilter.title(is: $0) }
///             ContainsComparator { EventFilter.title(contains: $0) }
///         }
///         Property(\EventEntity.$startDate) {
///             IsBetweenComparator { EventFilter.starts(from: $0, to: $1) }
///         }
///     }
///     static let sortingOptions = SortingOptions {
///         SortableBy(\EventEntity.$startDate)
///     }
///     func entities(matching filters: [EventFilter], mode: ComparatorMode, sortedBy: [Sort], limit: Int?) async throws -> [EventEntity] { … }
/// }
/// ```
/// Properties are named by their key paths (`\EventEntity.$title`); the
/// `IntentKitMetadata` plugin records which name each key path stands for.
/// Implementation requirements: ``properties`` and
/// ``entities(matching:mode:sortedBy:limit:)``; ``sortingOptions`` defaults
/// to none.
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparator turns the compared value into: a predicate, a filter, a closure.
    associatedtype ComparatorMappingType
    /// The properties the query compares, each with the comparators it supports.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    /// The properties results can be sorted by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// The entities matching the mapped comparators, all of them (`.and`) or any (`.or`), sorted, at most `limit`.
    func entities(matching comparators: [ComparatorMappingType], mode: EntityQueryComparatorMode, sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws
        -> [Entity]
}

extension EntityPropertyQuery {
    /// Whether all comparators must match, or any.
    public typealias ComparatorMode = EntityQueryComparatorMode
    /// The query's property declarations.
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    /// One queryable property of the query's entity.
    public typealias Property<Value: IntentValueCodable> = EntityQueryProperty<Entity, Value, ComparatorMappingType>
    /// The query's sort options.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// One property results can be sorted by.
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>
    /// One key of a requested sort order.
    public typealias Sort = EntityQuerySort<Entity>

    /// No sorting.
    public static var sortingOptions: EntityQuerySortingOptions<Entity> { EntityQuerySortingOptions {} }
}

/// Whether a property query's comparators must all match or any one is enough.
public enum EntityQueryComparatorMode: String, Sendable, Hashable, CaseIterable {
    /// Every comparator matches.
    case and
    /// At least one comparator matches.
    case or
}

/// One key of the sort order a property query is asked for.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    // Unchecked: immutable after init; holds key paths, which the standard library does not mark Sendable.
    /// The property to sort by, as the sort options declare it (`\EventEntity.$startDate`).
    public let by: PartialKeyPath<Entity>
    /// The direction.
    public let order: Ordering

    /// Creates a sort key.
    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }

    /// A sort direction.
    public enum Ordering: String, Sendable, Hashable, CaseIterable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }
}
