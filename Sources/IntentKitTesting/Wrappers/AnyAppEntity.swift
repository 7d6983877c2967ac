import IntentKitClient
import IntentWire

/// An entity returned by the app (or a reference to one), read by property name.
///
/// Property reads are dynamic: `try entity.title` reads the `title` property
/// as the contextual type and throws if it is of another type or does not
/// exist. The untyped form, `entity.notes == nil`, never throws. Pass an
/// entity as an intent parameter and the app re-resolves it by identifier.
/// ```swift
/// let event = try await definitions.entities["EventEntity"].entities(matching: "Cosmic Ray")[0]
/// XCTAssertEqual(try event.title, "Cosmic Ray Calibration")
/// let id = event.identifier.instanceIdentifier
/// ```
@dynamicMemberLookup
public struct AnyAppEntity: IntentValueConvertible, Hashable, CustomStringConvertible {
    /// The entity's type and instance identifier.
    public var identifier: AttributedEntityIdentifier
    /// The properties, as the app sent them; empty for a reference.
    ///
    /// Read from the reply's text the first time they are asked for: a large result whose entities are only
    /// counted or listed costs no more than reading their identifiers and titles.
    public var properties: [String: IntentValue] { received.properties }
    /// The value the app sent, which holds the properties.
    private let received: EntityValue
    /// How the entity presents itself (title, subtitle), when the app sent it.
    ///
    /// Read from the reply's text the first time it is asked for, as the properties are.
    public var displayRepresentation: DisplayRepresentationValue? { received.display }
    /// Whether this is a reference from `makeReference(identifier:)`: an identifier with no properties.
    public let isReference: Bool
    /// How the entity is shared, when its type is an `OwnershipProvidingEntity`; `nil` otherwise.
    public var ownership: EntityOwnership? { ownershipNames.map(EntityOwnership.init(names:)) }
    private let ownershipNames: [String]?

    init(_ value: EntityValue, bundleIdentifier: String?) {
        identifier = AttributedEntityIdentifier(
            entityType: AttributedTypeIdentifier(persistentIdentifier: value.typeIdentifier, bundleIdentifier: bundleIdentifier),
            instanceIdentifier: value.instanceIdentifier)
        received = value
        isReference = value.isReference
        ownershipNames = value.ownership
    }

    /// Reads an entity value.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .entity(let entity) = intentValue else { throw context.mismatch(intentValue, expected: "an entity") }
        self.init(entity, bundleIdentifier: context.bundleIdentifier)
    }

    /// The entity as it crosses the wire; the app re-resolves it by identifier.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.entity(entityValue)) }

    var entityValue: EntityValue {
        EntityValue(
            typeIdentifier: identifier.entityType.persistentIdentifier, instanceIdentifier: identifier.instanceIdentifier,
            properties: properties, display: displayRepresentation, isReference: isReference, ownership: ownershipNames)
    }

    var context: IntentValueContext {
        IntentValueContext(bundleIdentifier: identifier.entityType.bundleIdentifier ?? "", path: identifier.entityType.persistentIdentifier)
    }

    /// A property, untyped; `nil` when it is nil, missing, or this is a reference.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        properties[name]?.expressing(context.appending(name))
    }

    /// A property as the contextual type.
    /// - Throws: ``IntentValueError`` when the property does not exist or is of another type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws {
            // A property the entity has is read alone (from the text it arrived as, the others left as text); the path
            // says what is wrong otherwise: a reference, or no such property.
            guard let value = received.property(named: name) else { return try path.appending(.property(name)).as(T.self) }
            return try DynamicPropertyPath.convert(value, to: T.self, context: context.appending(name))
        }
    }

    /// A path into a property's nested values: `try entity.calendar.title`.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        path.appending(.property(name))
    }

    private var path: DynamicPropertyPath {
        DynamicPropertyPath(root: .entity(entityValue), context: context)
    }

    /// Whether two entities have the same identifier, properties, display representation and ownership, and are
    /// both references or both not.
    public static func == (left: AnyAppEntity, right: AnyAppEntity) -> Bool {
        left.identifier == right.identifier && left.isReference == right.isReference && left.displayRepresentation == right.displayRepresentation
            && left.ownershipNames == right.ownershipNames && left.properties == right.properties
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(isReference)
        hasher.combine(displayRepresentation)
        hasher.combine(ownershipNames)
        hasher.combine(properties)
    }

    /// `EventEntity(Cosmic Ray Calibration)`.
    public var description: String { IntentValue.entity(entityValue).description }
}
