import IntentWire

/// A thing your app works with that the system can find, show and pass to intents.
///
/// An entity has a stable `id`, a display representation, a type display
/// representation and a default query through which the system finds
/// instances. Its `@Property` members are what tests and the system read.
///
/// Implementation requirements: `id` (an ``EntityIdentifierConvertible``),
/// ``displayRepresentation``, ``typeDisplayRepresentation`` and
/// ``defaultQuery``. Constructing an entity must have no side effects: the
/// system builds them constantly while answering queries.
/// ```swift
/// struct CalendarEntity: AppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Calendar"
///     static let defaultQuery = CalendarQuery()
///     var id: UUID
///     @Property(title: "Title") var title: String
///     var displayRepresentation: DisplayRepresentation { "\(title)" }
/// }
/// ```
public protocol AppEntity: IntentValueCodable, Identifiable where ID: EntityIdentifierConvertible {
    /// The query the system uses to find instances of this entity.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query the system uses to find instances of this entity.
    static var defaultQuery: DefaultQuery { get }
    /// The type's name as people see it.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this instance presents itself.
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    /// The entity type's identifier: its Swift type name.
    public static var typeIdentifier: String { String(describing: Self.self) }

    /// `.entity(name)`.
    public static var valueType: ValueType { .entity(typeIdentifier) }

    /// The entity with all its `@Property` values and its display representation.
    public var intentValue: IntentValue { .entity(entityValue) }

    var entityValue: EntityValue {
        var properties: [String: IntentValue] = [:]
        for (name, property) in PropertyReflection.properties(of: self) {
            properties[name] = property.currentIntentValue
        }
        return EntityValue(
            typeIdentifier: Self.typeIdentifier, instanceIdentifier: id.entityIdentifierString,
            properties: properties, display: displayRepresentation.wireValue)
    }

    /// Resolves an entity value (by identifier, through the default query) or a string (by title).
    ///
    /// A string is matched through the string query if there is one, else
    /// against every entity's title; an exact case-insensitive title match
    /// beats a partial one, and several equally good matches raise a
    /// disambiguation prompt.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Self {
        switch value {
        case .entity(let entity):
            guard entity.typeIdentifier == typeIdentifier else { throw context.typeMismatch(expected: valueType, given: value) }
            let id = try parseIdentifier(entity.instanceIdentifier, context: context)
            let found = try await defaultQuery.entities(for: [id])
            guard let match = found.first(where: { $0.id == id }) ?? found.first else {
                throw ResolutionError(
                    message: "\(context.subject): no \(typeIdentifier) with identifier \"\(entity.instanceIdentifier)\" exists",
                    details: ErrorDetails(kind: .unknownIdentifier, name: entity.instanceIdentifier, owner: typeIdentifier))
            }
            return match
        case .string(let text):
            return try await EntityStringResolver<Self>(text: text, context: context).resolve()
        default:
            throw context.typeMismatch(expected: valueType, given: value)
        }
    }

    static func parseIdentifier(_ text: String, context: ResolutionContext?) throws -> ID {
        guard let id = ID.entityIdentifier(for: text) else {
            let subject = context.map { "\($0.subject): " } ?? ""
            throw ResolutionError(
                message: "\(subject)\"\(text)\" is not a valid \(typeIdentifier) identifier; expected a \(String(describing: ID.self))",
                details: ErrorDetails(kind: .malformedIdentifier, name: text, owner: typeIdentifier, expected: String(describing: ID.self)))
        }
        return id
    }
}
