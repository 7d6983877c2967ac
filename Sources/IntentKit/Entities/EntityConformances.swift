/// What an entity type adopts beyond ``AppEntity``, as IntentKit reads it: whether it is indexed, unique, and how
/// its instances are shared.
///
/// IntentKit's own: ``IndexedEntity``, ``UniqueAppEntity`` and ``OwnershipProvidingEntity`` provide it as
/// ``AppEntity/_intentKitConformances``; do not make one yourself. Start-up and the entity writer read it from the
/// conformance instead of asking the runtime, which answers each first question by scanning every conformance
/// record in the program, and casting an entity to `any OwnershipProvidingEntity` copied it.
public struct _EntityConformances<Entity: AppEntity>: Sendable {
    /// Whether the type is an ``IndexedEntity``.
    public let isIndexed: Bool
    /// Whether the type is a ``UniqueAppEntity``.
    public let isUnique: Bool
    /// The wire names of an instance's ownership, for an ``OwnershipProvidingEntity``; `nil` for any other type.
    public let ownershipNames: (@Sendable (Entity) -> [String])?

    init(indexed: Bool = false, unique: Bool = false, ownershipNames: (@Sendable (Entity) -> [String])? = nil) {
        isIndexed = indexed
        isUnique = unique
        self.ownershipNames = ownershipNames
    }

    /// Whether the type is an ``OwnershipProvidingEntity``.
    public var providesOwnership: Bool { ownershipNames != nil }
}

// One default per combination of the three refinements: a type adopting two of them takes the default that names
// both, which the compiler prefers to either one's (EntityTraitTests checks every combination against the runtime).

extension AppEntity {
    /// None of the refinements.
    public static var _intentKitConformances: _EntityConformances<Self> { _EntityConformances() }
}

extension IndexedEntity {
    /// Indexed.
    public static var _intentKitConformances: _EntityConformances<Self> { _EntityConformances(indexed: true) }
}

extension UniqueAppEntity {
    /// Unique.
    public static var _intentKitConformances: _EntityConformances<Self> { _EntityConformances(unique: true) }
}

extension OwnershipProvidingEntity {
    /// Ownership from ``OwnershipProvidingEntity/ownership``.
    public static var _intentKitConformances: _EntityConformances<Self> { _EntityConformances(ownershipNames: { $0.ownership.names }) }
}

extension IndexedEntity where Self: UniqueAppEntity {
    /// Indexed and unique.
    public static var _intentKitConformances: _EntityConformances<Self> { _EntityConformances(indexed: true, unique: true) }
}

extension IndexedEntity where Self: OwnershipProvidingEntity {
    /// Indexed, with ownership.
    public static var _intentKitConformances: _EntityConformances<Self> {
        _EntityConformances(indexed: true, ownershipNames: { $0.ownership.names })
    }
}

extension UniqueAppEntity where Self: OwnershipProvidingEntity {
    /// Unique, with ownership.
    public static var _intentKitConformances: _EntityConformances<Self> {
        _EntityConformances(unique: true, ownershipNames: { $0.ownership.names })
    }
}

extension IndexedEntity where Self: UniqueAppEntity & OwnershipProvidingEntity {
    /// Indexed and unique, with ownership.
    public static var _intentKitConformances: _EntityConformances<Self> {
        _EntityConformances(indexed: true, unique: true, ownershipNames: { $0.ownership.names })
    }
}
