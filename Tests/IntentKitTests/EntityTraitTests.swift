import Testing

@testable import IntentKit

/// An entity that adopts two refinements, each in an extension of its own, as CometCal's events do.
struct TraitSharedMoon: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shared Moon"
    static let defaultQuery = TraitTextAndListQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

extension TraitSharedMoon: IndexedEntity {}

extension TraitSharedMoon: OwnershipProvidingEntity {
    var ownership: EntityOwnership { .shared }
}

/// A query that finds by text and lists all.
struct TraitTextAndListQuery: EntityStringQuery, EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [TraitSharedMoon] { [] }
    func entities(matching string: String) async throws -> [TraitSharedMoon] { [] }
    func allEntities() async throws -> [TraitSharedMoon] { [] }
}

/// An entity with one instance, found through the provider IntentKit supplies.
struct TraitOnlyStation: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = UniqueAppEntityProvider { TraitOnlyStation() }
    var id: String { "station" }
    var displayRepresentation: DisplayRepresentation { "Station" }
}

/// An entity that adopts nothing more, with the plainest query.
struct TraitPlainRock: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Rock"
    static let defaultQuery = TraitPlainQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// Finds rocks by identifier only.
struct TraitPlainQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TraitPlainRock] { [] }
}

/// The `intentKit…` traits, which start-up reads instead of asking the runtime what a type conforms to, give the
/// runtime's own answers, whatever the combination of refinements and wherever they are declared.
@Suite struct EntityTraitTests {
    static let entities: [any AppEntity.Type] = [TraitSharedMoon.self, TraitOnlyStation.self, TraitPlainRock.self, Planet.self, Moon.self]

    @Test(arguments: entities.map { EntityTypeCase($0) })
    func entityTraitsAreTheRuntimesAnswers(_ entity: EntityTypeCase) {
        let type = entity.type
        #expect(type._intentKitIsIndexed == (type is any IndexedEntity.Type), "\(type) IndexedEntity")
        #expect(type._intentKitIsUnique == (type is any UniqueAppEntity.Type), "\(type) UniqueAppEntity")
        #expect(type._intentKitProvidesOwnership == (type is any OwnershipProvidingEntity.Type), "\(type) OwnershipProvidingEntity")
        #expect(Self.queryTraits(of: type) == Self.queryConformances(of: type), "\(type)'s default query")
    }

    @Test func theFixturesCoverEveryTraitBothWays() {
        let types = Self.entities
        #expect(types.contains { $0._intentKitIsIndexed } && types.contains { !$0._intentKitIsIndexed })
        #expect(types.contains { $0._intentKitIsUnique } && types.contains { !$0._intentKitIsUnique })
        #expect(types.contains { $0._intentKitProvidesOwnership } && types.contains { !$0._intentKitProvidesOwnership })
        #expect(TraitSharedMoon.queryKinds == [.identifiers, .suggested, .string, .all])
        #expect(TraitOnlyStation.queryKinds == [.identifiers, .suggested, .all])
        #expect(TraitPlainRock.queryKinds == [.identifiers, .suggested])
    }

    private static func queryTraits(of type: any AppEntity.Type) -> [Bool] {
        func traits<Entity: AppEntity>(_: Entity.Type) -> [Bool] {
            [Entity.DefaultQuery._intentKitAnswersStrings, Entity.DefaultQuery._intentKitListsAll, Entity.DefaultQuery._intentKitAnswersProperties]
        }
        return traits(type)
    }

    private static func queryConformances(of type: any AppEntity.Type) -> [Bool] {
        func conformances<Entity: AppEntity>(_: Entity.Type) -> [Bool] {
            let query = Entity.defaultQuery
            return [query is any EntityStringQuery, query is any EnumerableEntityQuery, query is any EntityPropertyQuery]
        }
        return conformances(type)
    }
}

/// An entity type as a test argument, named after it.
struct EntityTypeCase: CustomTestStringConvertible, Sendable {
    let type: any AppEntity.Type
    init(_ type: any AppEntity.Type) { self.type = type }
    var testDescription: String { String(describing: type) }
}
