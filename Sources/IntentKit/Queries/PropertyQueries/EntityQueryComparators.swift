import IntentWire

/// One way a property can be compared; its mapping turns the value compared against into the query's mapping type.
///
/// Use the concrete comparators: ``EqualToComparator``, ``NotEqualToComparator``,
/// ``ContainsComparator``, ``HasPrefixComparator``, ``HasSuffixComparator``,
/// ``LessThanComparator``, ``LessThanOrEqualToComparator``,
/// ``GreaterThanComparator``, ``GreaterThanOrEqualToComparator`` and
/// ``IsBetweenComparator``.
public class EntityQueryComparator<Value: IntentValueCodable, ComparatorMappingType>: @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Which comparison this is.
    public let kind: ComparatorKind
    let map: @Sendable ([IntentValue], ResolutionContext) async throws -> ComparatorMappingType

    init(kind: ComparatorKind, map: @escaping @Sendable ([IntentValue], ResolutionContext) async throws -> ComparatorMappingType) {
        self.kind = kind
        self.map = map
    }

    /// A comparator whose mapping takes one value of type `Input`.
    init<Input: IntentValueCodable>(kind: ComparatorKind, input: Input.Type, mappingTransform: @escaping @Sendable (Input) -> ComparatorMappingType) {
        self.kind = kind
        self.map = { values, context in mappingTransform(try await Input.resolve(values[0], in: context)) }
    }
}

/// The property equals the value.
public final class EqualToComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the value compared against.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .equalTo, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property differs from the value.
public final class NotEqualToComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the value compared against.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .notEqualTo, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property contains the value: text within text, or an element of an array.
public final class ContainsComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the value looked for (text, for a text property).
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .contains, input: Value.self, mappingTransform: mappingTransform)
    }

    /// Maps the element looked for in an array property.
    public init<Element: IntentValueCodable>(mappingTransform: @escaping @Sendable (Element) -> ComparatorMappingType) where Value == [Element] {
        super.init(kind: .contains, input: Element.self, mappingTransform: mappingTransform)
    }
}

/// The property starts with the value.
public final class HasPrefixComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the prefix.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .hasPrefix, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property ends with the value.
public final class HasSuffixComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the suffix.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .hasSuffix, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property is less than the value.
public final class LessThanComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the bound.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .lessThan, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property is less than or equal to the value.
public final class LessThanOrEqualToComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the bound.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .lessThanOrEqualTo, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property is greater than the value.
public final class GreaterThanComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the bound.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .greaterThan, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property is greater than or equal to the value.
public final class GreaterThanOrEqualToComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>,
    @unchecked Sendable
{
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app's own mapping type.
    /// Maps the bound.
    public init(mappingTransform: @escaping @Sendable (Value) -> ComparatorMappingType) {
        super.init(kind: .greaterThanOrEqualTo, input: Value.self, mappingTransform: mappingTransform)
    }
}

/// The property lies between two values, both included.
public final class IsBetweenComparator<Value: IntentValueCodable, ComparatorMappingType>: EntityQueryComparator<Value, ComparatorMappingType>, @unchecked Sendable {
    // Unchecked: immutable after init; stores only the @Sendable closure that makes the app\'s own mapping type.
    /// Maps the lower and upper bounds.
    public init(mappingTransform: @escaping @Sendable (Value, Value) -> ComparatorMappingType) {
        super.init(kind: .between) { values, context in
            mappingTransform(try await Value.resolve(values[0], in: context.property("lower")), try await Value.resolve(values[1], in: context.property("upper")))
        }
    }
}

/// Builds the comparator list of one queryable property.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Value: IntentValueCodable, ComparatorMappingType> {
    /// One comparator.
    public static func buildExpression(
        _ comparator: EntityQueryComparator<Value, ComparatorMappingType>
    ) -> [EntityQueryComparator<Value, ComparatorMappingType>] { [comparator] }

    /// The comparators in order.
    public static func buildBlock(
        _ parts: [EntityQueryComparator<Value, ComparatorMappingType>]...
    ) -> [EntityQueryComparator<Value, ComparatorMappingType>] { parts.flatMap { $0 } }
}
