/// How an entity is shared, as an `OwnershipProvidingEntity` in the app reports it: with specific people, publicly, or (empty) not at all.
public struct EntityOwnership: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shared with specific collaborators.
    public static let shared = EntityOwnership(rawValue: 1 << 0)
    /// Visible to anyone.
    public static let `public` = EntityOwnership(rawValue: 1 << 1)

    private static let named: [(EntityOwnership, String)] = [(.shared, "shared"), (.public, "public")]

    /// The states named on the wire; names this version does not know are left out.
    init(names: [String]) {
        self = EntityOwnership(Self.named.filter { names.contains($0.1) }.map(\.0))
    }

    /// `[shared, public]`, or `[]` for a private entity.
    public var description: String {
        "[" + Self.named.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
