/// The properties a property query's results can be sorted by, declared with a builder:
/// ```swift
/// static let sortingOptions = SortingOptions {
///     SortableBy(\EventEntity.$startDate)
///     SortableBy(\EventEntity.$title)
/// }
/// ```
public struct EntityQuerySortingOptions<Entity: AppEntity>: @unchecked Sendable {
    // Unchecked: immutable after init; holds key paths, which the standard library does not mark Sendable.
    /// The sortable properties, in order.
    public let sortableProperties: [EntityQuerySortableByProperty<Entity>]

    /// Declares the sortable properties.
    public init(@EntityQuerySortingOptionsBuilder<Entity> sortableProperties: () -> [EntityQuerySortableByProperty<Entity>]) {
        self.sortableProperties = sortableProperties()
    }
}

/// One property a property query can sort by.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
    // Unchecked: immutable after init; holds key paths, which the standard library does not mark Sendable.
    /// The property's key path (`\EventEntity.$startDate`).
    public let keyPath: PartialKeyPath<Entity>

    /// Declares a sortable property.
    public init<Value>(_ keyPath: KeyPath<Entity, Value>) {
        self.keyPath = keyPath
    }
}

/// Builds a property query's sort options.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    /// One sortable property.
    public static func buildExpression(_ option: EntityQuerySortableByProperty<Entity>) -> [EntityQuerySortableByProperty<Entity>] { [option] }

    /// The sortable properties in order.
    public static func buildBlock(_ parts: [EntityQuerySortableByProperty<Entity>]...) -> [EntityQuerySortableByProperty<Entity>] { parts.flatMap { $0 } }
}
