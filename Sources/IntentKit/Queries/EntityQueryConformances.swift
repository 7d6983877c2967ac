/// Which ways of finding entities a query adopts beyond ``EntityQuery``: by text, all of them, by properties.
///
/// IntentKit's own: ``EntityStringQuery``, ``EnumerableEntityQuery`` and ``EntityPropertyQuery`` provide it as
/// ``EntityQuery/_intentKitConformances``; do not make one yourself. Start-up reads it from the conformance
/// instead of asking the runtime, which answers each first question by scanning every conformance record in the
/// program.
public struct _EntityQueryConformances: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An ``EntityStringQuery``.
    public static let findsByText = Self(rawValue: 1 << 0)
    /// An ``EnumerableEntityQuery``.
    public static let listsAll = Self(rawValue: 1 << 1)
    /// An ``EntityPropertyQuery``.
    public static let findsByProperties = Self(rawValue: 1 << 2)
}

// One default per combination of the three refinements: a query adopting two of them takes the default that names
// both, which the compiler prefers to either one's (EntityTraitTests checks every combination against the runtime).

extension EntityQuery {
    /// None of the refinements.
    public static var _intentKitConformances: _EntityQueryConformances { [] }
}

extension EntityStringQuery {
    /// Finds by text.
    public static var _intentKitConformances: _EntityQueryConformances { [.findsByText] }
}

extension EnumerableEntityQuery {
    /// Lists all.
    public static var _intentKitConformances: _EntityQueryConformances { [.listsAll] }
}

extension EntityPropertyQuery {
    /// Finds by properties.
    public static var _intentKitConformances: _EntityQueryConformances { [.findsByProperties] }
}

extension EntityStringQuery where Self: EnumerableEntityQuery {
    /// Finds by text and lists all.
    public static var _intentKitConformances: _EntityQueryConformances { [.findsByText, .listsAll] }
}

extension EntityStringQuery where Self: EntityPropertyQuery {
    /// Finds by text and by properties.
    public static var _intentKitConformances: _EntityQueryConformances { [.findsByText, .findsByProperties] }
}

extension EnumerableEntityQuery where Self: EntityPropertyQuery {
    /// Lists all and finds by properties.
    public static var _intentKitConformances: _EntityQueryConformances { [.listsAll, .findsByProperties] }
}

extension EntityStringQuery where Self: EnumerableEntityQuery & EntityPropertyQuery {
    /// Finds by text and by properties, and lists all.
    public static var _intentKitConformances: _EntityQueryConformances { [.findsByText, .listsAll, .findsByProperties] }
}
