import IntentWire
@_spi(Reflection) import Swift
import Synchronization

/// The one place that reflects over entities to find their `@Property` wrappers.
enum PropertyReflection {
    /// Where a struct keeps each `@Property` wrapper: its name, byte offset and wrapper type.
    private struct FieldLayout {
        let name: String
        let offset: Int
        let type: any AnyEntityProperty.Type
    }

    /// The layout of each struct type read so far; `nil` for a type read through `Mirror` (a class, or one whose layout is unknown).
    private static let layouts = Mutex<[ObjectIdentifier: [FieldLayout]?]>([:])

    /// The `@Property` wrappers of an instance, with their names, in declaration order.
    ///
    /// A struct's layout is read once per type and its wrappers are then read at
    /// their offsets: `Mirror` resolves every field's type on every call, which
    /// made encoding entities cost tens of microseconds each.
    static func properties<Instance>(of instance: Instance) -> [(name: String, property: any AnyEntityProperty)] {
        guard let layout = layout(of: Instance.self) else { return mirroredProperties(of: instance) }
        return withUnsafeBytes(of: instance) { bytes in
            layout.map { field in (field.name, field.type.load(from: bytes.baseAddress! + field.offset)) }
        }
    }

    private static func layout(of type: Any.Type) -> [FieldLayout]? {
        let key = ObjectIdentifier(type)
        if let known = layouts.withLock({ $0[key] }) { return known }
        let walked = propertyFields(of: type)
        let layout: [FieldLayout]? = walked.isComplete ? walked.fields : nil
        layouts.withLock { $0[key] = .some(layout) }
        return layout
    }

    /// The `@Property` fields of a type, and whether the walk covered its stored fields
    /// (it does not for a class, whose fields are not in the value's bytes).
    private static func propertyFields(of type: Any.Type) -> (fields: [FieldLayout], isComplete: Bool) {
        var fields: [FieldLayout] = []
        // `_EachFieldOptions.ignoreUnknown` is a mutable static in the standard library; build the same value.
        let isComplete = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 1)) { namePointer, offset, fieldType, _ in
            let name = String(cString: namePointer)
            if name.hasPrefix("_"), let propertyType = fieldType as? any AnyEntityProperty.Type {
                fields.append(FieldLayout(name: String(name.dropFirst()), offset: offset, type: propertyType))
            }
            return true
        }
        return (fields, isComplete)
    }

    /// The `@Property` wrappers of an instance read through `Mirror`: for classes and existentials, and to check the fast path.
    static func mirroredProperties(of instance: Any) -> [(name: String, property: any AnyEntityProperty)] {
        Mirror(reflecting: instance).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let property = child.value as? any AnyEntityProperty else { return nil }
            return (String(label.dropFirst()), property)
        }
    }

    /// The `@Property` declarations of a type, from the type alone (no instance needed), with their names and types.
    static func declaredProperties(of type: Any.Type) -> [(name: String, type: ValueType)] {
        propertyFields(of: type).fields.map { ($0.name, $0.type.propertyValueType) }
    }

    /// The descriptors of an entity type's properties, titled as the source declares them.
    ///
    /// The titles come from the entity's ``AppEntity/declaredPropertyTitles``,
    /// which the IntentKitMetadata plugin generates; a property it does not
    /// list is titled after its name and reported by ``untitledProperties(of:)``.
    static func propertyDescriptors<Entity: AppEntity>(of type: Entity.Type) -> [PropertyDescriptor] {
        let titles = Entity.declaredPropertyTitles
        return declaredProperties(of: type).map { name, valueType in
            let declared = titles[name] ?? nil
            return PropertyDescriptor(name: name, title: declared?.text ?? titleFromName(name), type: valueType)
        }
    }

    /// The properties of an entity type whose titles the build did not record (the plugin is missing or did not see them).
    static func untitledProperties<Entity: AppEntity>(of type: Entity.Type) -> [String] {
        let titles = Entity.declaredPropertyTitles
        return declaredProperties(of: type).map(\.name).filter { titles[$0] == nil }
    }

    /// The descriptors of an instance's properties, with their declared titles.
    static func propertyDescriptors(ofInstance instance: Any) -> [PropertyDescriptor] {
        properties(of: instance).map { name, property in
            PropertyDescriptor(name: name, title: property.title?.text ?? titleFromName(name), type: type(of: property).propertyValueType)
        }
    }

    /// "startDate" → "Start Date", "isAllDay" → "Is All Day".
    static func titleFromName(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
