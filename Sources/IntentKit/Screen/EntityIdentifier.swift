import IntentWire

/// Names one entity instance for an on-screen annotation: its type and identifier.
///
/// The typed form checks at compile time that the identifier has the type the
/// entity's query takes. The untyped form checks when the screen is read: a
/// mismatch is reported as a declaration error naming the entity, never a
/// silent miss.
/// ```swift
/// EntityIdentifier(for: EventEntity.self, identifier: event.id)
/// ```
public struct EntityIdentifier: Sendable, Hashable {
    /// The entity type's identifier.
    public let typeIdentifier: String
    /// The instance identifier's string form.
    public let instanceIdentifier: String
    /// Why this identifier cannot name an instance of its type, if it cannot.
    let problem: String?

    /// Names an instance with an identifier of the type the entity's query takes.
    public init<Entity: AppEntity>(for type: Entity.Type, identifier: Entity.ID) {
        typeIdentifier = Entity.typeIdentifier
        instanceIdentifier = identifier.entityIdentifierString
        problem = nil
    }

    /// Names an entity.
    public init<Entity: AppEntity>(for entity: Entity) {
        self.init(for: Entity.self, identifier: entity.id)
    }

    /// Names an instance with an identifier checked when the screen is read.
    public init<Entity: AppEntity>(for type: Entity.Type, identifier: any Sendable) {
        typeIdentifier = Entity.typeIdentifier
        if let typed = identifier as? Entity.ID {
            instanceIdentifier = typed.entityIdentifierString
            problem = nil
        } else {
            instanceIdentifier = String(describing: identifier)
            problem =
                "an EntityIdentifier for \(Entity.typeIdentifier) has a \(Swift.type(of: identifier)) identifier (\(identifier)), but \(Entity.typeIdentifier)'s query takes \(Entity.ID.self) identifiers"
        }
    }
}
