import IntentWire

/// The properties a property query compares, declared with a builder:
/// ```swift
/// static let properties = QueryProperties {
///     Property(\EventEntity.$title) { ContainsComparator { … } }
///     Property(\EventEntity.$startDate) { LessThanComparator { … } }
/// }
/// ```
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    // Unchecked: immutable after init; holds key paths (not marked Sendable) and the app's own mapping type, made only by @Sendable closures.
    /// The declared properties, in order.
    public let properties: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    /// Declares the properties.
    public init(
        @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
    ) {
        self.properties = properties()
    }
}

/// One queryable property, whatever its value type: the base of ``EntityQueryProperty``.
public class EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    // Unchecked: immutable after init; holds key paths (not marked Sendable) and the app's own mapping type, made only by @Sendable closures.
    /// The property's key path (`\EventEntity.$title`).
    public let keyPath: AnyKeyPath
    let comparators: [(kind: ComparatorKind, map: @Sendable ([IntentValue], ResolutionContext) async throws -> ComparatorMappingType)]

    init(keyPath: AnyKeyPath, comparators: [(kind: ComparatorKind, map: @Sendable ([IntentValue], ResolutionContext) async throws -> ComparatorMappingType)]) {
        self.keyPath = keyPath
        self.comparators = comparators
    }

    /// The comparator kinds declared, in order.
    public var comparatorKinds: [ComparatorKind] { comparators.map(\.kind) }
}

/// A property of the query's entity with the comparators it supports.
public final class EntityQueryProperty<Entity: AppEntity, Value: IntentValueCodable, ComparatorMappingType>: EntityQueryPropertyDeclaration<
    Entity, ComparatorMappingType
>, @unchecked Sendable
{
    // Unchecked: immutable after init; holds key paths (not marked Sendable) and the app's own mapping type, made only by @Sendable closures.
    /// Declares a property (`\EventEntity.$title`) and its comparators.
    public init(
        _ keyPath: KeyPath<Entity, IntentKit.Property<Value>>,
        @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators: () -> [EntityQueryComparator<Value, ComparatorMappingType>]
    ) {
        super.init(keyPath: keyPath, comparators: comparators().map { ($0.kind, $0.map) })
    }
}

/// Builds a property query's property list.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
    /// One property.
    public static func buildExpression(
        _ property: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { [property] }

    /// The properties in order.
    public static func buildBlock(
        _ parts: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]...
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { parts.flatMap { $0 } }

    /// Properties under an `if`.
    public static func buildOptional(
        _ part: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]?
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { part ?? [] }

    /// Properties in one branch of an `if`/`else`.
    public static func buildEither(
        first part: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { part }

    /// Properties in the other branch of an `if`/`else`.
    public static func buildEither(
        second part: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { part }
}
