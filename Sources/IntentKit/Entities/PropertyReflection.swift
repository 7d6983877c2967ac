import IntentWire
@_spi(Reflection) import Swift

/// The one place that reflects over entities to find their `@Property` wrappers.
enum PropertyReflection {
    /// The `@Property` wrappers of an instance, with their names, in declaration order.
    static func properties(of instance: Any) -> [(name: String, property: any AnyEntityProperty)] {
        Mirror(reflecting: instance).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let property = child.value as? any AnyEntityProperty else { return nil }
            return (String(label.dropFirst()), property)
        }
    }

    /// The `@Property` declarations of a type, from the type alone (no instance needed).
    ///
    /// Titles are not part of the type, so they are derived from the names
    /// ("startDate" becomes "Start Date"); an instance gives the declared titles.
    static func propertyDescriptors(of type: Any.Type) -> [PropertyDescriptor] {
        var result: [PropertyDescriptor] = []
        // `_EachFieldOptions.ignoreUnknown` is a mutable static in the standard library; build the same value.
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 1)) { namePointer, _, fieldType, _ in
            let name = String(cString: namePointer)
            if name.hasPrefix("_"), let propertyType = fieldType as? any AnyEntityProperty.Type {
                let bare = String(name.dropFirst())
                result.append(PropertyDescriptor(name: bare, title: titleFromName(bare), type: propertyType.propertyValueType))
            }
            return true
        }
        return result
    }

    /// The descriptors of an instance's properties, with their declared titles.
    static func propertyDescriptors(ofInstance instance: Any) -> [PropertyDescriptor] {
        properties(of: instance).map { name, property in
            PropertyDescriptor(name: name, title: property.title, type: type(of: property).propertyValueType)
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
