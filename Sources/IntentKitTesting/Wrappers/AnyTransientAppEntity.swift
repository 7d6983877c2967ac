import IntentKitClient
import IntentWire

/// A transient entity (no identifier, no query), built by the test or returned by the app.
///
/// Unlike ``AnyAppEntity`` its properties are settable:
/// ```swift
/// var guest = definitions.transientEntities["AttendeeEntity"].makeEntity(name: "Vega")
/// guest.status = "accepted"
/// ```
@dynamicMemberLookup
public struct AnyTransientAppEntity: IntentValueConvertible, Hashable, CustomStringConvertible {
    /// Which transient entity type this value is.
    public var entityType: AttributedTypeIdentifier
    /// The properties.
    public private(set) var properties: [String: IntentValue]
    /// How the entity presents itself, when the app sent it.
    public let displayRepresentation: DisplayRepresentationValue?

    init(_ value: TransientEntityValue, bundleIdentifier: String?) {
        entityType = AttributedTypeIdentifier(persistentIdentifier: value.typeIdentifier, bundleIdentifier: bundleIdentifier)
        properties = value.properties
        displayRepresentation = value.display
    }

    /// Reads a transient entity value.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .transientEntity(let entity) = intentValue else { throw context.mismatch(intentValue, expected: "a transient entity") }
        self.init(entity, bundleIdentifier: context.bundleIdentifier)
    }

    /// The entity as it crosses the wire.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.transientEntity(wireValue)) }

    var wireValue: TransientEntityValue {
        TransientEntityValue(typeIdentifier: entityType.persistentIdentifier, properties: properties, display: displayRepresentation)
    }

    private var context: IntentValueContext {
        IntentValueContext(bundleIdentifier: entityType.bundleIdentifier ?? "", path: entityType.persistentIdentifier)
    }

    /// A property, untyped; setting `nil` stores an explicit nil.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        get { properties[name]?.expressing(context.appending(name)) }
        set { properties[name] = newValue?.makeExpression().value ?? .null }
    }

    /// A property as the contextual type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws { try DynamicPropertyPath(root: .transientEntity(wireValue), context: context).appending(.property(name)).as(T.self) }
    }

    /// A path into a property's nested values.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        DynamicPropertyPath(root: .transientEntity(wireValue), context: context).appending(.property(name))
    }

    /// `AttendeeEntity(name: "Vega", …)`.
    public var description: String { IntentValue.transientEntity(wireValue).description }
}
