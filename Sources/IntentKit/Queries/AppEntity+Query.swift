import Foundation
import IntentJSON
import IntentWire

extension AppEntity {
    /// The kinds of query the default query answers, for metadata.
    static var queryKinds: [EntityQueryKind] {
        var kinds: [EntityQueryKind] = [.identifiers, .suggested]
        let conformances = DefaultQuery._intentKitConformances
        if conformances.contains(.findsByText) { kinds.append(.string) }
        if conformances.contains(.listsAll) { kinds.append(.all) }
        if conformances.contains(.findsByProperties) { kinds.append(.property) }
        return kinds
    }

    /// Runs a query described on the wire and returns the entities as wire values.
    static func runQuery(_ spec: EntityQuerySpec) async throws -> [EntityValue] {
        try await findEntities(spec).allValues
    }

    /// Runs a query described on the wire and returns what it found, to be converted to wire values as needed.
    static func findEntities(_ spec: EntityQuerySpec) async throws -> FoundEntities {
        let query = defaultQuery
        let entities: [Self]
        switch spec.kind {
        case .identifiers:
            let identifiers = try parseIdentifiers(spec.identifiers ?? [])
            let found = try await query.entities(for: identifiers)
            return FoundEntities(found, inRequestedOrder: EntitiesInPlace.identifiers(of: found, are: identifiers))
        case .suggested:
            entities = try await query.suggestedEntities()
        case .string:
            guard let stringQuery = query as? any EntityStringQuery else { throw unsupported(spec) }
            entities = try await matching(stringQuery, spec.string ?? "")
        case .all:
            guard let enumerable = query as? any EnumerableEntityQuery else { throw unsupported(spec) }
            entities = try await all(enumerable)
        case .property:
            guard let propertyQuery = query as? any EntityPropertyQuery else { throw unsupported(spec) }
            entities = try await matching(propertyQuery, spec)
        }
        return FoundEntities(entities)
    }

    /// Identifiers read from their text. UUIDs (most entities' identifiers) are read as one array, a long one in two
    /// halves at once, instead of through a generic call and a generic append per identifier (a search looks up
    /// every hit by identifier before its first page is written).
    static func parseIdentifiers(_ texts: [String]) throws -> [ID] {
        if ID.self == UUID.self, let uuids = UUIDText.uuids(texts) { return unsafeBitCast(uuids, to: [ID].self) }
        return try texts.map { try parseIdentifier($0, context: nil) }
    }

    private static func unsupported(_ spec: EntityQuerySpec) -> ResolutionError {
        let needed =
            switch spec.kind {
            case .string: "EntityStringQuery"
            case .property: "EntityPropertyQuery"
            default: "EnumerableEntityQuery"
            }
        let available = queryKinds.map(\.rawValue).joined(separator: ", ")
        return ResolutionError(
            message: "\(typeIdentifier) does not answer \(spec): its query \(String(describing: DefaultQuery.self)) is not an \(needed); it answers \(available)",
            details: ErrorDetails(kind: .unsupportedQuery, name: spec.kind.rawValue, owner: typeIdentifier, expected: available))
    }

    private static func matching<Query: EntityStringQuery>(_ query: Query, _ text: String) async throws -> [Self] {
        typed(try await query.entities(matching: text))
    }

    private static func matching<Query: EntityPropertyQuery>(_ query: Query, _ spec: EntityQuerySpec) async throws -> [Self] {
        typed(try await query.run(spec))
    }

    /// A query's entities as this type: the default query's entity type is this one, so the array is taken as it
    /// is (converting through `any AppEntity` boxed and copied every entity of a large result).
    private static func typed<Entity>(_ entities: [Entity]) -> [Self] {
        if Entity.self == Self.self { return unsafeBitCast(entities, to: [Self].self) }
        return entities.compactMap { $0 as? Self }
    }

    /// What the default query compares and sorts by, when it is an ``EntityPropertyQuery``.
    static var propertyQueryDescriptor: PropertyQueryDescriptor? {
        guard DefaultQuery._intentKitConformances.contains(.findsByProperties) else { return nil }
        return (defaultQuery as? any EntityPropertyQuery).map { descriptor(of: $0) }
    }

    /// Property query declarations that name no recorded `@Property`, for start-up validation.
    static var unnamedPropertyQueryKeyPaths: [String] {
        guard DefaultQuery._intentKitConformances.contains(.findsByProperties) else { return [] }
        return (defaultQuery as? any EntityPropertyQuery).map { unnamed(in: $0) } ?? []
    }

    private static func descriptor<Query: EntityPropertyQuery>(of query: Query) -> PropertyQueryDescriptor { Query.descriptor }

    private static func unnamed<Query: EntityPropertyQuery>(in query: Query) -> [String] { Query.unnamedKeyPaths }

    private static func all<Query: EnumerableEntityQuery>(_ query: Query) async throws -> [Self] {
        typed(try await query.allEntities())
    }
}
