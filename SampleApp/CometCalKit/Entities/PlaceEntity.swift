import IntentKit

/// A named place on the station, where events can happen.
struct PlaceEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Place", numericFormat: "\(placeholder: .int) places")
    /// Finds places by identifier, by name, or all of them.
    static let defaultQuery = PlaceEntityQuery()

    /// The place's identifier, such as `observatory-deck`.
    var id: String
    @Property(title: "Name") var name: String
    @Property(title: "Deck") var deck: Int

    /// Makes a place.
    init(id: String, name: String, deck: Int) {
        self.id = id
        self.name = name
        self.deck = deck
    }

    /// The name, with the deck.
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Deck \(deck)", image: .init(systemName: "mappin.circle"))
    }

    /// Every place, in deck order.
    static let catalog = [
        PlaceEntity(id: "bridge", name: "Bridge", deck: 1),
        PlaceEntity(id: "observatory-deck", name: "Observatory Deck", deck: 2),
        PlaceEntity(id: "nebula-cafe", name: "Nebula Cafe", deck: 4),
        PlaceEntity(id: "hangar-bay-3", name: "Hangar Bay 3", deck: 7),
    ]
}

/// Finds places by identifier, by name (case- and diacritic-insensitive substring), or all.
struct PlaceEntityQuery: EntityStringQuery, EnumerableEntityQuery {
    /// The places with these identifiers, in the order asked.
    func entities(for identifiers: [String]) async throws -> [PlaceEntity] {
        identifiers.compactMap { id in PlaceEntity.catalog.first { $0.id == id } }
    }

    /// The places whose name contains the text.
    func entities(matching string: String) async throws -> [PlaceEntity] {
        PlaceEntity.catalog.filter { TextMatching.contains($0.name, string) }
    }

    /// Every place.
    func allEntities() async throws -> [PlaceEntity] { PlaceEntity.catalog }
}
