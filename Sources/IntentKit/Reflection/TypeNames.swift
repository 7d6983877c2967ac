import Synchronization

/// The Swift names of types, worked out once per type.
///
/// `String(describing:)` on a metatype demangles the type's name every time;
/// type identifiers are read on every request and for every entity encoded.
enum TypeNames {
    private static let known = Mutex<[ObjectIdentifier: String]>([:])

    /// The type's name as `String(describing:)` gives it.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = known.withLock({ $0[key] }) { return name }
        // What `String(describing:)` gives for a type, without its casts of the metatype to the printing protocols:
        // each is a first-time conformance lookup that scans every conformance record (15% of start-up).
        let name = _typeName(type, qualified: false)
        known.withLock { $0[key] = name }
        return name
    }
}
