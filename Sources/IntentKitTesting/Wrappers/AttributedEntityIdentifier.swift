import IntentKitClient
import IntentWire

/// An entity's identity: its type plus its instance identifier.
public struct AttributedEntityIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// Which entity type.
    public let entityType: AttributedTypeIdentifier
    /// Which instance: the string form of the entity's `id`, unique within its type.
    public let instanceIdentifier: String

    /// Pairs a type with an instance identifier.
    public init(entityType: AttributedTypeIdentifier, instanceIdentifier: String) {
        self.entityType = entityType
        self.instanceIdentifier = instanceIdentifier
    }

    /// `EventEntity/1234-…`.
    public var description: String { "\(entityType.persistentIdentifier)/\(instanceIdentifier)" }
}

/// A type's identity: its name, optionally scoped to a bundle.
public struct AttributedTypeIdentifier: Sendable, Hashable {
    /// The type's name, such as `EventEntity`.
    public let persistentIdentifier: String
    /// The bundle that declares it, if known.
    public let bundleIdentifier: String?

    /// Names a type.
    public init(persistentIdentifier: String, bundleIdentifier: String? = nil) {
        self.persistentIdentifier = persistentIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}

/// An identifier that can name an entity instance: `String`, `UUID`, `Int`, or an entity's own identifier.
public protocol EntityIdentifierConvertible: Sendable {
    /// The identifier's string form, as the app's `id` prints it.
    var entityIdentifierString: String { get }
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }
}

extension Int: EntityIdentifierConvertible {
    /// The decimal digits.
    public var entityIdentifierString: String { String(self) }
}

extension AttributedEntityIdentifier: EntityIdentifierConvertible {
    /// The instance identifier.
    public var entityIdentifierString: String { instanceIdentifier }
}
