/// What an entity type adopts beyond ``AppEntity``, as IntentKit reads it: indexed, unique, with ownership.
///
/// IntentKit's own: ``IndexedEntity``, ``UniqueAppEntity`` and ``OwnershipProvidingEntity`` provide it as
/// ``AppEntity/_intentKitConformances``; do not make one yourself. Start-up and the entity writer read it from the
/// conformance instead of asking the runtime, which answers each first question by scanning every conformance
/// record in the program.
public struct _EntityConformances: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An ``IndexedEntity``.
    public static let indexed = Self(rawValue: 1 << 0)
    /// A ``UniqueAppEntity``.
    public static let unique = Self(rawValue: 1 << 1)
    /// An ``OwnershipProvidingEntity``.
    public static let providesOwnership = Self(rawValue: 1 << 2)
}

// One default per combination of the three refinements: a type adopting two of them takes the default that names
// both, which the compiler prefers to either one's (EntityTraitTests checks every combination against the runtime).

extension AppEntity {
    /// None of the refinements.
    public static var _intentKitConformances: _EntityConformances { [] }
    /// None: the type does not say how its instances are shared.
    public var _intentKitOwnershipNames: [String]? { nil }
}

extension IndexedEntity {
    /// Indexed.
    public static var _intentKitConformances: _EntityConformances { [.indexed] }
}

extension UniqueAppEntity {
    /// Unique.
    public static var _intentKitConformances: _EntityConformances { [.unique] }
}

extension OwnershipProvidingEntity {
    /// With ownership.
    public static var _intentKitConformances: _EntityConformances { [.providesOwnership] }
    /// The instance's ``ownership`` as the wire names it.
    public var _intentKitOwnershipNames: [String]? { ownership.names }
}

extension IndexedEntity where Self: UniqueAppEntity {
    /// Indexed and unique.
    public static var _intentKitConformances: _EntityConformances { [.indexed, .unique] }
}

extension IndexedEntity where Self: OwnershipProvidingEntity {
    /// Indexed, with ownership.
    public static var _intentKitConformances: _EntityConformances { [.indexed, .providesOwnership] }
}

extension UniqueAppEntity where Self: OwnershipProvidingEntity {
    /// Unique, with ownership.
    public static var _intentKitConformances: _EntityConformances { [.unique, .providesOwnership] }
}

extension IndexedEntity where Self: UniqueAppEntity & OwnershipProvidingEntity {
    /// Indexed and unique, with ownership.
    public static var _intentKitConformances: _EntityConformances { [.indexed, .unique, .providesOwnership] }
}
