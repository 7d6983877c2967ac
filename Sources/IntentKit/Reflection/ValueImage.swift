@_spi(Reflection) import Swift

/// Where a struct keeps its data, field by field down to fields the runtime does not break up further, so that two
/// values can be compared byte for byte without the padding between fields (whose bytes are undefined).
///
/// Used to recognise a nested entity written before (see ``NestedEntityTexts``). Two values whose data bytes
/// are the same hold the same numbers and refer to the same objects and buffers, so they are the same value as
/// long as those objects and buffers are not freed and reused: whoever compares keeps a copy of the first value.
/// Bytes left undefined inside a field (an enum case smaller than another) can only make equal values look
/// different, never the reverse.
enum ValueImage {
    /// One run of data bytes, at an offset from the value's start.
    struct Run: Sendable {
        let offset: Int
        let count: Int
    }

    /// The runs of a struct type's data, adjacent fields joined; empty when the type is not a struct, or its layout
    /// is not fully known.
    static func runs(of type: Any.Type) -> [Run] {
        guard !(type is AnyClass) else { return [] }
        var runs: [Run] = []
        guard collect(type, at: 0, depth: 0, into: &runs) else { return [] }
        var joined: [Run] = []
        for run in runs where run.count > 0 {
            if let last = joined.last, last.offset + last.count == run.offset {
                joined[joined.count - 1] = Run(offset: last.offset, count: last.count + run.count)
            } else {
                joined.append(run)
            }
        }
        return joined
    }

    /// How deep nested structs are followed; a type nested deeper is taken as one run of its whole size.
    private static let depthLimit = 8

    /// Adds the runs of `type`'s data at `base`; `false` only for the value's own type when it has no known layout.
    private static func collect(_ type: Any.Type, at base: Int, depth: Int, into runs: inout [Run]) -> Bool {
        var fields: [(offset: Int, type: Any.Type)] = []
        // No options: a field of a type the runtime cannot describe ends the walk with `false`, instead of being
        // left out (which would leave its bytes uncompared).
        let walked =
            depth < depthLimit && !(type is AnyClass)
            && _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) { _, offset, fieldType, _ in
                fields.append((offset, fieldType))
                return true
            }
        guard walked else {
            // Not a struct (an enum, a reference, a function, a tuple, a builtin), or not walkable: compared whole.
            guard depth > 0 else { return false }
            runs.append(Run(offset: base, count: size(of: type)))
            return true
        }
        // A struct whose fields the runtime does not list (a type from a module built for library evolution may
        // not) is compared whole.
        if fields.isEmpty {
            if depth == 0 { return false }
            runs.append(Run(offset: base, count: size(of: type)))
            return true
        }
        for field in fields.sorted(by: { $0.offset < $1.offset }) {
            _ = collect(field.type, at: base + field.offset, depth: depth + 1, into: &runs)
        }
        return true
    }

    /// The size of a type's data, without the padding that rounds it to its stride.
    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}
