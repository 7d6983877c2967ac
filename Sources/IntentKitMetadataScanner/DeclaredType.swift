/// A type a Swift file declares, or an extension of one, with the names its inheritance clause gives.
package struct DeclaredType: Equatable, Sendable {
    /// The type's path from file scope: `TrailEntity`, `Outer.Inner`; for an extension, the extended type's.
    package var path: String
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    package var keyword: String
    /// The last component of each name in the inheritance clause, in order: `["AppEntity", "IndexedEntity"]`.
    package var inherited: [String]
    /// Why code elsewhere cannot name the type (`it is private`), or `nil` when it can.
    package var unreachableBecause: String?
    /// Whether another module can name it: it and each type around it are `public`, `open` or `package`.
    package var isVisibleToOtherModules: Bool
    /// The `#if` condition the declaration sits under, if any.
    package var condition: String?
    /// Whether its body names `requestConfirmation` (outside comments, strings and nested types' bodies): an intent
    /// that asks for confirmation, directly or through a parameter's `requestConfirmation(for:)`.
    package var asksForConfirmation = false

    package init(
        path: String, keyword: String, inherited: [String], unreachableBecause: String? = nil, isVisibleToOtherModules: Bool = false,
        condition: String? = nil
    ) {
        self.path = path
        self.keyword = keyword
        self.inherited = inherited
        self.unreachableBecause = unreachableBecause
        self.isVisibleToOtherModules = isVisibleToOtherModules
        self.condition = condition
    }
}
