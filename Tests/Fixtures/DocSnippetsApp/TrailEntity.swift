import Foundation
import IntentKit

struct TrailEntity: IndexedEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail", numericFormat: "\(placeholder: .int) trails")
    static var defaultQuery = TrailEntityQuery()

    var id: Int

    @Property(title: "Trail Name")
    var name: String

    @Property(title: "Region")
    var regionDescription: String

    @Property(title: "Length")
    var trailLength: Measurement<UnitLength>

    @Property(title: "Elevation Gain")
    var gain: Measurement<UnitLength>

    @Property
    var activities: [ActivityStyle]

    @Property(title: "Website")
    var website: URL?

    @Property(title: "Permit Fee")
    var fee: IntentCurrencyAmount?

    @Property(title: "Ranger on Duty")
    var ranger: IntentPerson?

    var imageName: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(regionDescription)",
            image: DisplayRepresentation.Image(named: imageName),
            synonyms: ["\(name) Trail"])
    }

    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = defaultAttributeSet
        attributes.contentDescription = regionDescription
        attributes.keywords = activities.map(\.rawValue)
        return attributes
    }

    init(trail: TrailDataManager.Trail) {
        id = trail.id
        imageName = trail.imageName
        name = trail.name
        regionDescription = trail.region
        trailLength = Measurement(value: trail.lengthKilometers, unit: .kilometers)
        gain = Measurement(value: trail.gainMeters, unit: .meters)
        activities = trail.activities
        website = trail.website
        fee = trail.feeEuros.map { IntentCurrencyAmount(amount: $0, currencyCode: "EUR") }
        ranger = trail.rangerPhone.map {
            IntentPerson(identifier: .applicationDefined("ranger-\(trail.id)"), name: .displayName("Robin Ranger"), handle: IntentPerson.Handle(phoneNumber: $0, label: .work))
        }
    }
}

struct TrailEntityQuery: EntityStringQuery, EnumerableEntityQuery {
    @Dependency
    var trailManager: TrailDataManager

    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        var found: [TrailEntity] = []
        for id in identifiers {
            if let trail = await trailManager.trail(id: id) { found.append(TrailEntity(trail: trail)) }
        }
        return found
    }

    func entities(matching string: String) async throws -> [TrailEntity] {
        await trailManager.allTrails().filter { $0.name.localizedCaseInsensitiveContains(string) }.map(TrailEntity.init(trail:))
    }

    func allEntities() async throws -> [TrailEntity] {
        await trailManager.allTrails().map(TrailEntity.init(trail:))
    }

    func defaultResult() async -> TrailEntity? {
        return await trailManager.featuredTrail().map(TrailEntity.init(trail:))
    }
}
