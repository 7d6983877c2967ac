/// A union type as metadata: its cases and the type each carries.
public struct UnionDescriptor: Sendable, Hashable, Codable {
    /// The Swift type name.
    public var name: String
    /// The type's display name.
    public var displayName: String
    /// The cases, in declaration order.
    public var cases: [UnionCaseDescriptor]

    /// Creates a union descriptor.
    public init(name: String, displayName: String, cases: [UnionCaseDescriptor]) {
        self.name = name
        self.displayName = displayName
        self.cases = cases
    }

    /// The case with this name, if the union has one.
    public func unionCase(named name: String) -> UnionCaseDescriptor? { cases.first { $0.name == name } }
}

/// One case of a union.
public struct UnionCaseDescriptor: Sendable, Hashable, Codable {
    /// The case's name.
    public var name: String
    /// The case's title, if declared.
    public var title: String?
    /// The type of the value it carries.
    public var type: ValueType

    /// Creates a case descriptor.
    public init(name: String, title: String? = nil, type: ValueType) {
        self.name = name
        self.title = title
        self.type = type
    }
}
