/// What an entity's property query accepts: the properties it compares, how, and what it can sort by.
public struct PropertyQueryDescriptor: Sendable, Hashable, Codable {
    /// The properties the query can compare, in declaration order.
    public var properties: [QueryPropertyDescriptor]
    /// The properties results can be sorted by, in declaration order.
    public var sortableBy: [String]

    /// Creates a descriptor.
    public init(properties: [QueryPropertyDescriptor], sortableBy: [String]) {
        self.properties = properties
        self.sortableBy = sortableBy
    }

    /// The queryable property with this name, if there is one.
    public func property(named name: String) -> QueryPropertyDescriptor? { properties.first { $0.name == name } }
}

/// One property a property query compares, with the comparators it declares for it.
public struct QueryPropertyDescriptor: Sendable, Hashable, Codable {
    /// The entity property's name.
    public var name: String
    /// The comparators declared for it, in declaration order.
    public var comparators: [ComparatorKind]

    /// Creates a descriptor.
    public init(name: String, comparators: [ComparatorKind]) {
        self.name = name
        self.comparators = comparators
    }
}
