import IntentJSON
import IntentWire

/// Reads entities where they are stored, without copying them.
///
/// IntentKit's code for entities is generic and not specialized for the app's types, and such code copies a value
/// it reads from memory before passing it on: reading an element of an array, or the entity behind a pointer,
/// copied the whole entity, retaining and releasing each of its strings, arrays and property wrappers. Writing a
/// CometCal event copied it four times (about 300 atomic reference-count operations per event, a fifth of the
/// app's cycles on a large result, shared strings contended by the two threads writing a page). A `mutating`
/// method is passed its entity by address instead, and the methods here only read it.
enum EntitiesInPlace {
    /// The identifier of the entity at `position`, as its text.
    static func identifier<Entity: AppEntity>(of entities: [Entity], at position: Int) -> String {
        withEntity(of: entities, at: position) { $0.pointee.identifierInPlace() }
    }

    /// Whether the entities' identifiers are `identifiers`, in that order: compared as identifiers, with no text made.
    static func identifiers<Entity: AppEntity>(of entities: [Entity], are identifiers: [Entity.ID]) -> Bool {
        guard entities.count == identifiers.count else { return false }
        return entities.indices.allSatisfy { position in withEntity(of: entities, at: position) { $0.pointee.hasIdentifierInPlace(identifiers[position]) } }
    }

    /// The wire value of the entity at `position`.
    static func value<Entity: AppEntity>(of entities: [Entity], at position: Int) -> EntityValue {
        withEntity(of: entities, at: position) { $0.pointee.valueInPlace() }
    }

    /// Writes the entity at `position`; see ``AppEntity/writeWireJSON(to:scratch:type:)``.
    static func write<Entity: AppEntity>(
        _ entities: [Entity], at position: Int, to writer: inout JSONWriter, scratch: inout EntityWritingScratch, type: EntityTypeFacts
    ) -> Bool {
        withEntity(of: entities, at: position) { $0.pointee.writeInPlace(to: &writer, scratch: &scratch, type: type) }
    }

    /// Writes what `write` computes of the entity at `address`.
    static func writeComputed<Entity: AppEntity>(
        _ write: (Entity, inout EntityPropertyWriter) -> Void, ofEntityAt address: UnsafeRawPointer, to writer: inout EntityPropertyWriter,
        as type: Entity.Type
    ) {
        UnsafeMutablePointer(mutating: address.assumingMemoryBound(to: Entity.self)).pointee.applyInPlace(write, to: &writer)
    }

    /// Calls `body` with the address of the entity at `position`, checked to be in the array.
    private static func withEntity<Entity, Result>(
        of entities: [Entity], at position: Int, _ body: (UnsafeMutablePointer<Entity>) -> Result
    ) -> Result {
        entities.withUnsafeBufferPointer { buffer in
            precondition(buffer.indices.contains(position), "entity \(position) of \(buffer.count)")
            // Mutable only to reach the methods below, which never change the entity.
            return body(UnsafeMutablePointer(mutating: buffer.baseAddress! + position))
        }
    }
}

extension AppEntity {
    // `mutating` so that the entity is passed by address (see `EntitiesInPlace`); none of these changes it.

    fileprivate mutating func identifierInPlace() -> String { id.entityIdentifierString }

    fileprivate mutating func hasIdentifierInPlace(_ identifier: ID) -> Bool { id == identifier }

    fileprivate mutating func valueInPlace() -> EntityValue { entityValue }

    fileprivate mutating func writeInPlace(to writer: inout JSONWriter, scratch: inout EntityWritingScratch, type: EntityTypeFacts) -> Bool {
        writeWireJSON(to: &writer, scratch: &scratch, type: type)
    }

    fileprivate mutating func applyInPlace(_ write: (Self, inout EntityPropertyWriter) -> Void, to writer: inout EntityPropertyWriter) {
        write(self, &writer)
    }
}
