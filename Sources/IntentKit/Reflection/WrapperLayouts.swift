@_spi(Reflection) import Swift

/// Where the structs of a program keep their property wrappers of one kind, walked once per type.
///
/// `Mirror` resolves the type of every field of an instance on every call,
/// which cost tens of microseconds per entity encoded and per intent run. A
/// struct's layout is instead walked once with `_forEachField`, and its
/// wrappers are then read at their byte offsets: within a struct's bytes, or
/// within a class instance's storage. Types whose layout the runtime cannot
/// describe (existentials, fields of unknown types) have no layout, and callers
/// fall back to `Mirror`.
final class WrapperLayouts<WrapperType: Sendable>: Sendable {
    /// One wrapper field: the property's name (without the wrapper's `_`), its byte offset and the wrapper's type.
    struct Field: Sendable {
        let name: String
        let offset: Int
        let type: WrapperType
    }

    private let known = TypeTable<[Field]?>()
    private let wrapperType: @Sendable (Any.Type) -> WrapperType?

    /// Creates a cache for the wrappers `wrapperType` recognises among a struct's field types.
    init(recognizing wrapperType: @escaping @Sendable (Any.Type) -> WrapperType?) {
        self.wrapperType = wrapperType
    }

    /// The wrapper fields of a struct or class type in declaration order, or `nil` when its layout is unknown.
    func fields(of type: Any.Type) -> [Field]? {
        known.value(for: type) {
            let walked = walk(type)
            return walked.isComplete ? walked.fields : nil
        }
    }

    /// The wrapper fields a type declares, and whether the walk covered all its stored fields.
    func walk(_ type: Any.Type) -> (fields: [Field], isComplete: Bool) {
        var fields: [Field] = []
        // `_EachFieldOptions.classType` and `.ignoreUnknown` are mutable statics in the standard library; build the same values.
        let options = _EachFieldOptions(rawValue: type is AnyClass ? 1 << 0 | 1 << 1 : 1 << 1)
        let isComplete = _forEachField(of: type, options: options) { namePointer, offset, fieldType, _ in
            let name = String(cString: namePointer)
            if name.hasPrefix("_"), let recognized = wrapperType(fieldType) {
                fields.append(Field(name: String(name.dropFirst()), offset: offset, type: recognized))
            }
            return true
        }
        return (fields, isComplete)
    }
}

/// The address field offsets count from: a struct's own bytes, or the storage of the class instance it refers to.
func withFieldBase<Instance, Result>(of instance: Instance, _ body: (UnsafeRawPointer) throws -> Result) rethrows -> Result {
    if Instance.self is AnyClass {
        let object = instance as AnyObject
        return try withExtendedLifetime(object) { try body(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())) }
    }
    return try withUnsafeBytes(of: instance) { try body($0.baseAddress!) }
}

/// The writable address field offsets count from: a struct's own bytes, or the storage of the class instance it refers to.
func withMutableFieldBase<Instance, Result>(of instance: inout Instance, _ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
    if Instance.self is AnyClass {
        let object = instance as AnyObject
        return try withExtendedLifetime(object) { try body(Unmanaged.passUnretained(object).toOpaque()) }
    }
    return try withUnsafeMutableBytes(of: &instance) { try body($0.baseAddress!) }
}
