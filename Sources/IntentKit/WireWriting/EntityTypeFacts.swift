import IntentJSON
import IntentWire

/// What every entity of one type shares when written: worked out once per type, not once per entity (the
/// type's name is a table lookup, whether it provides ownership a conformance check, and its computed
/// properties a generic array whose every use looked up its type's metadata).
///
/// Holds nothing the writing threads would count references to: its text and computed properties live in memory
/// made once per type and kept for the life of the process, as the table that holds the facts is. Retaining and
/// releasing closures and arrays for every entity, from the two threads writing a page's halves at once, has the
/// two threads take turns at the same reference counts.
struct EntityTypeFacts: @unchecked Sendable {  // Its pointers point at memory never freed or changed.
    /// The type's identifier in quotes, escaped as a JSON string.
    let quotedTypeIdentifier: UnsafeBufferPointer<UInt8>
    /// Whether the type is an `OwnershipProvidingEntity`.
    let providesOwnership: Bool
    /// Whether its properties can be written through the generated writer: no computed property shares a name
    /// with a declared one (which the computed value replaces).
    let writesPropertiesDirectly: Bool
    /// Its computed properties, ready to write from an entity's address.
    let computedProperties: UnsafeBufferPointer<ComputedPropertyWriter>

    /// One computed property, without the entity type in its own: its member's openings and its value.
    struct ComputedPropertyWriter {
        /// `"name":`, for the first member of an object.
        let first: UnsafeBufferPointer<UInt8>
        /// `,"name":`, for any later member.
        let later: UnsafeBufferPointer<UInt8>
        /// Computes and writes the value for the entity at an address (of the type the facts are about).
        let compute: Unmanaged<ComputeBox>

        /// Writes the value for the entity at `address`, asked without counting a reference to the closure.
        func writeValue(ofEntityAt address: UnsafeRawPointer, to writer: inout EntityPropertyWriter) {
            compute._withUnsafeGuaranteedRef { $0.write(address, &writer) }
        }
    }

    /// A computed property's writing closure, kept for the life of the process.
    final class ComputeBox: Sendable {
        let write: @Sendable (UnsafeRawPointer, inout EntityPropertyWriter) -> Void
        init(_ write: @escaping @Sendable (UnsafeRawPointer, inout EntityPropertyWriter) -> Void) { self.write = write }
    }

    private static let known = TypeTable<EntityTypeFacts>()

    /// The facts of an entity type, worked out on first use.
    static func of<Entity: AppEntity>(_ type: Entity.Type) -> EntityTypeFacts {
        known.value(for: type) { EntityTypeFacts(type) }
    }

    private init<Entity: AppEntity>(_ type: Entity.Type) {
        var quoted = JSONWriter()
        quoted.writeString(Entity.typeIdentifier)
        quotedTypeIdentifier = Self.kept(quoted.bytes)
        providesOwnership = Entity._intentKitConformances.contains(.providesOwnership)
        let declared = Entity._IntentKitProperties.titles
        writesPropertiesDirectly = !Entity.computedProperties.contains { declared.keys.contains($0.name) }
        let writers = Entity.computedProperties.map { computed in
            let write = computed.write
            return ComputedPropertyWriter(
                first: Self.kept(computed.member.first), later: Self.kept(computed.member.later),
                compute: Unmanaged.passRetained(ComputeBox { EntitiesInPlace.writeComputed(write, ofEntityAt: $0, to: &$1, as: Entity.self) }))
        }
        let storage = UnsafeMutableBufferPointer<ComputedPropertyWriter>.allocate(capacity: writers.count)
        _ = storage.initialize(from: writers)
        computedProperties = UnsafeBufferPointer(storage)
    }

    /// A copy of `bytes` that lives as long as the process.
    private static func kept(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = storage.initialize(from: bytes)
        return UnsafeBufferPointer(storage)
    }
}
