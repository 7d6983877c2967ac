import IntentWire

/// An entity that exists only inside another value, with no identifier and no query.
///
/// An attendee of an event is one: it is reached through its event and never
/// looked up on its own. Tests build one with
/// `transientEntities["AttendeeEntity"].makeEntity(name: …)` and read it back
/// from results.
///
/// Implementation requirements: `init()` (properties start at their
/// defaults), ``typeDisplayRepresentation`` and ``displayRepresentation``.
public protocol TransientAppEntity: IntentValueCodable {
    /// Creates an entity with default property values.
    init()
    /// The type's name as people see it.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this instance presents itself.
    var displayRepresentation: DisplayRepresentation { get }
}

extension TransientAppEntity {
    /// The type's identifier: its Swift type name.
    public static var typeIdentifier: String { TypeNames.name(of: Self.self) }

    /// `.transientEntity(name)`.
    public static var valueType: ValueType { .transientEntity(typeIdentifier) }

    /// The entity's properties and display representation.
    public var intentValue: IntentValue {
        var properties: [String: IntentValue] = [:]
        for (name, property) in PropertyReflection.properties(of: self) {
            properties[name] = property.currentIntentValue
        }
        return .transientEntity(TransientEntityValue(typeIdentifier: Self.typeIdentifier, properties: properties, display: displayRepresentation.wireValue))
    }

    /// Builds an entity with `init()` and sets each property the wire value carries.
    ///
    /// - Throws: ``ResolutionError`` for a property the type does not declare, or a value of the wrong type.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Self {
        guard case .transientEntity(let wire) = value, wire.typeIdentifier == typeIdentifier else {
            throw context.typeMismatch(expected: valueType, given: value)
        }
        var entity = Self()
        guard let fields = PropertyReflection.writableFields(of: Self.self) else {
            throw ResolutionError(
                message: "\(context.subject): IntentKit cannot read the layout of \(typeIdentifier) to set its properties; declare it as a struct or a final class",
                details: ErrorDetails(kind: .transientEntity, owner: typeIdentifier))
        }
        let properties = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, propertyValue) in wire.properties.sorted(by: { $0.key < $1.key }) {
            guard let property = properties[name] else {
                throw ResolutionError(
                    message: "\(context.subject): \(typeIdentifier) has no property \"\(name)\"" + NameSuggester.didYouMean(name, in: properties.keys.sorted()),
                    details: ErrorDetails(kind: .unknownProperty, name: name, owner: typeIdentifier, suggestions: NameSuggester.closest(to: name, in: Array(properties.keys))))
            }
            let resolved = try await property.type.resolveValue(propertyValue, in: context.property(name))
            withMutableFieldBase(of: &entity) { base in property.type.store(resolved, at: base + property.offset) }
        }
        return entity
    }
}
