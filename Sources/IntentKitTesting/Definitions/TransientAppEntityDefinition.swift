import IntentKitClient
import IntentWire

/// One of the app's transient entity types: build values with ``makeEntity``.
///
/// ```swift
/// let guest = definitions.transientEntities["AttendeeEntity"].makeEntity(name: "Vega", status: "accepted", type: "person")
/// ```
public struct TransientAppEntityDefinition: AppIntentTypeDefinition, Sendable, Equatable {
    /// The type-erased transient entity.
    public typealias Instance = AnyTransientAppEntity

    /// The bundle that declares the type.
    public let bundleIdentifier: String
    /// The type's name.
    public let typeIdentifier: String

    /// Builds a transient entity from labelled property values; the app checks the labels when it receives it.
    public var makeEntity: IntentValuePropertiesCallable<AnyTransientAppEntity> {
        IntentValuePropertiesCallable { [bundleIdentifier, typeIdentifier] arguments in
            var properties: [String: IntentValue] = [:]
            for argument in arguments { properties[argument.label] = argument.value }
            return AnyTransientAppEntity(TransientEntityValue(typeIdentifier: typeIdentifier, properties: properties), bundleIdentifier: bundleIdentifier)
        }
    }

    /// Throws unless the value is of this type.
    public func isInstance(_ value: AnyTransientAppEntity) throws {
        try typeCheck(value.entityType.persistentIdentifier, is: typeIdentifier, what: "transient entity")
    }
}
