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
        let name = String(describing: type)
        known.withLock { $0[key] = name }
        return name
    }
}
