import IntentWire

/// The one place that reflects over entities to find their `@Property` wrappers.
enum PropertyReflection {
    /// Where each struct type keeps its `@Property` wrappers.
    private static let layouts = WrapperLayouts<any AnyEntityProperty.Type> { $0 as? any AnyEntityProperty.Type }

    /// The `@Property` wrappers of an instance, with their names, in declaration order.
    ///
    /// A struct's layout is read once per type and its wrappers are then read at
    /// their offsets (see ``WrapperLayouts``).
    static func properties<Instance>(of instance: Instance) -> [(name: String, property: any AnyEntityProperty)] {
        guard let layout = layouts.fields(of: Instance.self) else { return mirroredProperties(of: instance) }
        return withFieldBase(of: instance) { base in
            layout.map { field in (field.name, field.type.load(from: base + field.offset)) }
        }
    }

    /// The `@Property` fields of a type, with the offsets ``withMutableFieldBase(of:_:)`` counts from; `nil` when its layout is unknown.
    static func writableFields(of type: Any.Type) -> [(name: String, offset: Int, type: any AnyEntityProperty.Type)]? {
        layouts.fields(of: type)?.map { ($0.name, $0.offset, $0.type) }
    }

    /// The values of an instance's `@Property` wrappers, as wire values, by name.
    ///
    /// Reads each value where it is stored, without copying the wrappers (each
    /// copy of a wrapper carries its title) or boxing them in existentials.
    static func propertyValues<Instance>(of instance: Instance, into values: inout EntityPropertyValues) {
        guard let layout = layouts.fields(of: Instance.self) else {
            for (name, property) in mirroredProperties(of: instance) { values.append(name, property.currentIntentValue) }
            return
        }
        values.reserveCapacity(values.pairs.count + layout.count)
        withFieldBase(of: instance) { base in
            for field in layout { values.append(field.name, field.type.intentValue(at: base + field.offset)) }
        }
    }

    /// Which fields of each type are `@Property(indexed: true)`, by position in its layout.
    private static let indexedFields = TypeTable<[(position: Int, indexing: PropertyIndexing)]>()

    /// The values of an instance's indexed `@Property` wrappers, in declaration order, with where each goes.
    ///
    /// Whether a property is indexed is part of its declaration, the same in every instance: it is read
    /// from the first instance of each type, and later instances load only the indexed values (loading
    /// every wrapper to ask cost a tenth of indexing 100,000 events).
    static func indexedValues<Instance>(of instance: Instance) -> [(indexing: PropertyIndexing, value: IntentValue)] {
        guard let layout = layouts.fields(of: Instance.self) else {
            return mirroredProperties(of: instance).filter(\.property.isIndexed).map { ($0.property.indexing, $0.property.currentIntentValue) }
        }
        return withFieldBase(of: instance) { base in
            let fields = indexedFields.value(for: Instance.self) {
                layout.indices.compactMap { position in
                    let indexing = layout[position].type.load(from: base + layout[position].offset).indexing
                    return indexing == .none ? nil : (position, indexing)
                }
            }
            return fields.map { ($0.indexing, layout[$0.position].type.intentValue(at: base + layout[$0.position].offset)) }
        }
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
        // The walk is kept per type: the metadata and the start-up checks both ask, and each walk looks up every
        // field's type by its mangled name.
        (layouts.fields(of: type) ?? layouts.walk(type).fields).map { ($0.name, $0.type.propertyValueType) }
    }

    /// The descriptors of an entity type's properties, titled as the source declares them.
    ///
    /// The titles come from the entity's `_IntentKitProperties.titles`,
    /// which the IntentKitMetadata plugin generates; a property it does not
    /// list is titled after its name and reported by ``untitledProperties(of:)``.
    static func propertyDescriptors<Entity: AppEntity>(of type: Entity.Type) -> [PropertyDescriptor] {
        let titles = Entity._IntentKitProperties.titles
        return declaredProperties(of: type).map { name, valueType in
            let declared = titles[name] ?? nil
            return PropertyDescriptor(name: name, title: declared?.text ?? titleFromName(name), type: valueType)
        }
    }

    /// The properties of an entity type whose titles the build did not record (the plugin is missing or did not see them).
    static func untitledProperties<Entity: AppEntity>(of type: Entity.Type) -> [String] {
        let titles = Entity._IntentKitProperties.titles
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
