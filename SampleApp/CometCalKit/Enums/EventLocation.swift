import IntentKit

/// Where an event happens: a known place on the station, or a free-text address.
enum EventLocation: AppUnionValue, Hashable {
    /// A place from the catalog.
    case place(PlaceEntity)
    /// Anything else, as written.
    case address(String)

    /// The cases: a place or an address.
    static let unionCases: [UnionCase<EventLocation>] = [
        .case("place", PlaceEntity.self, title: "Place", EventLocation.place),
        .case("address", String.self, title: "Address", EventLocation.address),
    ]

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Location"

    /// The place's name or the address.
    var text: String {
        switch self {
        case .place(let place): place.name
        case .address(let address): address
        }
    }

    /// The location as the store keeps it: a place identifier, or an address.
    var stored: (placeID: String?, address: String?) {
        switch self {
        case .place(let place): (place.id, nil)
        case .address(let address): (nil, address)
        }
    }

    /// The location a stored event has, if any.
    init?(placeID: String?, address: String?) {
        if let placeID, let place = PlaceEntity.catalog.first(where: { $0.id == placeID }) {
            self = .place(place)
        } else if let address {
            self = .address(address)
        } else {
            return nil
        }
    }
}

extension PlaceEntity: Hashable {
    /// Places are equal when their identifiers are.
    static func == (lhs: PlaceEntity, rhs: PlaceEntity) -> Bool { lhs.id == rhs.id }

    /// Hashes the identifier.
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
