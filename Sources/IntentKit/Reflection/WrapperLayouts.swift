@_spi(Reflection) import Swift
import Synchronization

/// Where the structs of a program keep their property wrappers of one kind, walked once per type.
///
/// `Mirror` resolves the type of every field of an instance on every call,
/// which cost tens of microseconds per entity encoded and per intent run. A
/// struct's layout is instead walked once with `_forEachField`, and its
/// wrappers are then read at their byte offsets. Types whose stored fields
/// are not in the value's bytes (classes) or whose layout the runtime cannot
/// describe have no layout, and callers fall back to `Mirror`.
final class WrapperLayouts<WrapperType: Sendable>: Sendable {
    /// One wrapper field: the property's name (without the wrapper's `_`), its byte offset and the wrapper's type.
    struct Field: Sendable {
        let name: String
        let offset: Int
        let type: WrapperType
    }

    private let known = Mutex<[ObjectIdentifier: [Field]?]>([:])
    private let wrapperType: @Sendable (Any.Type) -> WrapperType?

    /// Creates a cache for the wrappers `wrapperType` recognises among a struct's field types.
    init(recognizing wrapperType: @escaping @Sendable (Any.Type) -> WrapperType?) {
        self.wrapperType = wrapperType
    }

    /// The wrapper fields of a struct type in declaration order, or `nil` when its layout cannot be read from a value.
    func fields(of type: Any.Type) -> [Field]? {
        let key = ObjectIdentifier(type)
        if let cached = known.withLock({ $0[key] }) { return cached }
        let walked = walk(type)
        let fields = walked.isComplete ? walked.fields : nil
        known.withLock { $0[key] = .some(fields) }
        return fields
    }

    /// The wrapper fields a type declares, and whether the walk covered all its stored fields
    /// (it does not for a class, whose fields are not in the value's bytes).
    func walk(_ type: Any.Type) -> (fields: [Field], isComplete: Bool) {
        var fields: [Field] = []
        // `_EachFieldOptions.ignoreUnknown` is a mutable static in the standard library; build the same value.
        let isComplete = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 1)) { namePointer, offset, fieldType, _ in
            let name = String(cString: namePointer)
            if name.hasPrefix("_"), let recognized = wrapperType(fieldType) {
                fields.append(Field(name: String(name.dropFirst()), offset: offset, type: recognized))
            }
            return true
        }
        return (fields, isComplete)
    }
}
