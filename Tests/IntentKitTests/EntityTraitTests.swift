import Testing

@testable import IntentKit

// Entities adopting every combination of IndexedEntity (I), UniqueAppEntity (U) and OwnershipProvidingEntity (O),
// some in extensions of their own as CometCal's events do.

/// I and O, each in an extension of its own.
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

/// U alone, found through the provider IntentKit supplies.
struct TraitOnlyStation: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = UniqueAppEntityProvider { TraitOnlyStation() }
    var id: String { "station" }
    var displayRepresentation: DisplayRepresentation { "Station" }
}

/// None.
struct TraitPlainRock: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Rock"
    static let defaultQuery = TraitPlainQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// I alone.
struct TraitIndexedComet: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Comet"
    static let defaultQuery = TraitTextQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// O alone.
struct TraitPublicNebula: OwnershipProvidingEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Nebula"
    static let defaultQuery = TraitPropertyQuery<TraitPublicNebula>()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    var ownership: EntityOwnership { .public }
}

/// I and U.
struct TraitIndexedObservatory: UniqueAppEntity, IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Observatory"
    static let defaultQuery = UniqueAppEntityProvider { TraitIndexedObservatory() }
    var id: String { "observatory" }
    var displayRepresentation: DisplayRepresentation { "Observatory" }
}

/// U and O.
struct TraitSharedLab: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lab"
    static let defaultQuery = UniqueAppEntityProvider { TraitSharedLab() }
    var id: String { "lab" }
    var displayRepresentation: DisplayRepresentation { "Lab" }
}

extension TraitSharedLab: OwnershipProvidingEntity {
    var ownership: EntityOwnership { [.shared, .public] }
}

/// I, U and O.
struct TraitEverythingDeck: UniqueAppEntity, IndexedEntity, OwnershipProvidingEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Deck"
    static let defaultQuery = UniqueAppEntityProvider { TraitEverythingDeck() }
    var id: String { "deck" }
    var displayRepresentation: DisplayRepresentation { "Deck" }
    var ownership: EntityOwnership { .shared }
}

// Queries adopting combinations of EntityStringQuery (S), EnumerableEntityQuery (E) and EntityPropertyQuery (P);
// UniqueAppEntityProvider is E.

/// S and E.
struct TraitTextAndListQuery: EntityStringQuery, EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [TraitSharedMoon] { [] }
    func entities(matching string: String) async throws -> [TraitSharedMoon] { [] }
    func allEntities() async throws -> [TraitSharedMoon] { [] }
}

/// None.
struct TraitPlainQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TraitPlainRock] { [] }
}

/// S alone.
struct TraitTextQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [TraitIndexedComet] { [] }
    func entities(matching string: String) async throws -> [TraitIndexedComet] { [] }
}

/// P alone, for any entity.
struct TraitPropertyQuery<Entity: AppEntity>: EntityPropertyQuery where Entity.ID == String {
    static var properties: QueryProperties { QueryProperties {} }
    static var sortingOptions: SortingOptions { SortingOptions {} }
    func entities(for identifiers: [String]) async throws -> [Entity] { [] }
    func entities(matching comparators: [Bool], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> [Entity] { [] }
}

/// S and P.
struct TraitTextAndPropertyQuery<Entity: AppEntity>: EntityStringQuery, EntityPropertyQuery where Entity.ID == String {
    static var properties: QueryProperties { QueryProperties {} }
    static var sortingOptions: SortingOptions { SortingOptions {} }
    func entities(for identifiers: [String]) async throws -> [Entity] { [] }
    func entities(matching string: String) async throws -> [Entity] { [] }
    func entities(matching comparators: [Bool], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> [Entity] { [] }
}

/// E and P.
struct TraitListAndPropertyQuery<Entity: AppEntity>: EnumerableEntityQuery, EntityPropertyQuery where Entity.ID == String {
    static var properties: QueryProperties { QueryProperties {} }
    static var sortingOptions: SortingOptions { SortingOptions {} }
    func entities(for identifiers: [String]) async throws -> [Entity] { [] }
    func allEntities() async throws -> [Entity] { [] }
    func entities(matching comparators: [Bool], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> [Entity] { [] }
}

/// S, E and P.
struct TraitEveryQuery<Entity: AppEntity>: EntityStringQuery, EnumerableEntityQuery where Entity.ID == String {
    func entities(for identifiers: [String]) async throws -> [Entity] { [] }
    func entities(matching string: String) async throws -> [Entity] { [] }
    func allEntities() async throws -> [Entity] { [] }
}

extension TraitEveryQuery: EntityPropertyQuery {
    static var properties: QueryProperties { QueryProperties {} }
    static var sortingOptions: SortingOptions { SortingOptions {} }
    func entities(matching comparators: [Bool], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> [Entity] { [] }
}

/// `_intentKitConformances`, which start-up and the entity writer read instead of asking the runtime what a type
/// conforms to, gives the runtime's own answers for every combination of refinements, wherever they are declared.
@Suite struct EntityTraitTests {
    static let entities: [any AppEntity.Type] = [
        TraitSharedMoon.self, TraitOnlyStation.self, TraitPlainRock.self, TraitIndexedComet.self, TraitPublicNebula.self,
        TraitIndexedObservatory.self, TraitSharedLab.self, TraitEverythingDeck.self, Planet.self, Moon.self,
    ]

    static let queries: [any EntityQuery.Type] = [
        TraitPlainQuery.self, TraitTextQuery.self, UniqueAppEntityProvider<TraitOnlyStation>.self, TraitPropertyQuery<TraitPlainRock>.self,
        TraitTextAndListQuery.self, TraitTextAndPropertyQuery<TraitPlainRock>.self, TraitListAndPropertyQuery<TraitPlainRock>.self,
        TraitEveryQuery<TraitPlainRock>.self,
    ]

    @Test(arguments: entities.map { EntityTypeCase($0) })
    func entityConformancesAreTheRuntimesAnswers(_ entity: EntityTypeCase) {
        let type = entity.type
        #expect(Self.conformances(of: type) == [type is any IndexedEntity.Type, type is any UniqueAppEntity.Type, type is any OwnershipProvidingEntity.Type])
    }

    @Test(arguments: queries.map { QueryTypeCase($0) })
    func queryConformancesAreTheRuntimesAnswers(_ query: QueryTypeCase) {
        let type = query.type
        let kinds: [_EntityQueryConformances] = [.findsByText, .listsAll, .findsByProperties]
        #expect(kinds.map { type._intentKitConformances.contains($0) } == [type is any EntityStringQuery.Type, type is any EnumerableEntityQuery.Type, type is any EntityPropertyQuery.Type])
    }

    @Test func theFixturesCoverEveryCombination() {
        #expect(Set(Self.entities.map { Self.conformances(of: $0) }).count == 8)
        let kinds: [_EntityQueryConformances] = [.findsByText, .listsAll, .findsByProperties]
        #expect(Set(Self.queries.map { query in kinds.map { query._intentKitConformances.contains($0) } }).count == 8)
        #expect(TraitSharedMoon.queryKinds == [.identifiers, .suggested, .string, .all])
        #expect(TraitOnlyStation.queryKinds == [.identifiers, .suggested, .all])
        #expect(TraitPlainRock.queryKinds == [.identifiers, .suggested])
        #expect(TraitPublicNebula.queryKinds == [.identifiers, .suggested, .property])
    }

    @Test func ownershipIsReadFromTheEntity() {
        #expect(TraitPublicNebula(id: "n")._intentKitOwnershipNames == ["public"])
        #expect(TraitSharedLab()._intentKitOwnershipNames == ["shared", "public"])
        #expect(TraitSharedMoon(id: "m").entityValue.ownership == ["shared"])
        #expect(TraitPlainRock(id: "r")._intentKitOwnershipNames == nil)
    }

    /// Indexed, unique and ownership-providing, as the type's conformances say.
    private static func conformances(of type: any AppEntity.Type) -> [Bool] {
        func read<Entity: AppEntity>(_: Entity.Type) -> [Bool] {
            let conformances = Entity._intentKitConformances
            return [conformances.contains(.indexed), conformances.contains(.unique), conformances.contains(.providesOwnership)]
        }
        return read(type)
    }
}

/// An entity type as a test argument, named after it.
struct EntityTypeCase: CustomTestStringConvertible, Sendable {
    let type: any AppEntity.Type
    init(_ type: any AppEntity.Type) { self.type = type }
    var testDescription: String { "\(type)" }
}

/// A query type as a test argument, named after it.
struct QueryTypeCase: CustomTestStringConvertible, Sendable {
    let type: any EntityQuery.Type
    init(_ type: any EntityQuery.Type) { self.type = type }
    var testDescription: String { "\(type)" }
}
