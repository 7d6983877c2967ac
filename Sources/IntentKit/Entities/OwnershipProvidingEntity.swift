/// An entity that tells the system whether it is shared with others or public.
///
/// Each entity value then carries its ownership, so a test can see it and an
/// intent acting on a shared entity can say so in its confirmation:
/// ```swift
/// extension EventEntity: OwnershipProvidingEntity {
///     var ownership: EntityOwnership { attendees.isEmpty ? [] : .shared }
/// }
/// ```
public protocol OwnershipProvidingEntity: AppEntity {
    /// How this instance is shared; empty for a private one.
    var ownership: EntityOwnership { get }
}

/// How an entity is shared: with specific people, publicly, or (empty) not at all.
public struct EntityOwnership: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shared with specific collaborators.
    public static let shared = EntityOwnership(rawValue: 1 << 0)
    /// Visible to anyone.
    public static let `public` = EntityOwnership(rawValue: 1 << 1)

    /// The states as they cross the wire, in a fixed order: `shared`, `public`.
    var names: [String] {
        // Asked for every entity of a result: no arrays built to filter.
        switch (contains(.shared), contains(.public)) {
        case (false, false): []
        case (true, false): ["shared"]
        case (false, true): ["public"]
        case (true, true): ["shared", "public"]
        }
    }
}
