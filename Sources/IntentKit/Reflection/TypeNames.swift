/// The Swift names of types, worked out once per type.
///
/// `String(describing:)` on a metatype demangles the type's name every time;
/// type identifiers are read on every request and for every entity encoded.
enum TypeNames {
    private static let known = TypeTable<String>()

    /// The type's name as `String(describing:)` gives it.
    static func name(of type: Any.Type) -> String {
        // What `String(describing:)` gives for a type, without its casts of the metatype to the printing protocols:
        // each is a first-time conformance lookup that scans every conformance record.
        known.value(for: type) { _typeName(type, qualified: false) }
    }
}
