import Foundation

/// The trails the app knows, and what people did with them.
actor TrailDataManager {
    struct Trail: Sendable {
        var id: Int
        var name: String
        var region: String
        var lengthKilometers: Double
        var gainMeters: Double
        var activities: [ActivityStyle]
        var website: URL?
        var feeEuros: Decimal?
        var imageName: String
        var rangerPhone: String? = nil
    }

    let trails: [Trail] = [
        Trail(
            id: 1, name: "Granite Loop", region: "Sierra Nevada", lengthKilometers: 12.5, gainMeters: 640, activities: [.hiking, .running],
            website: URL(string: "https://example.com/granite"), feeEuros: 5, imageName: "granite", rangerPhone: "+1 555 0100"),
        Trail(id: 2, name: "Cedar Ridge", region: "Cascades", lengthKilometers: 8, gainMeters: 410, activities: [.hiking], website: nil, feeEuros: nil, imageName: "cedar"),
        Trail(id: 3, name: "Cedar Creek", region: "Cascade Foothills", lengthKilometers: 4.2, gainMeters: 90, activities: [.walking], website: nil, feeEuros: nil, imageName: "creek"),
    ]
    let featuredTrailID = 1
    private(set) var loggedKilometers: [Int: Double] = [:]
    private(set) var openedTrailID: Int?
    private(set) var closedTrailIDs: Set<Int> = []

    func trail(id: Int) -> Trail? { trails.first { $0.id == id } }

    func allTrails() -> [Trail] { trails }

    func featuredTrail() -> Trail? { trail(id: featuredTrailID) }

    func regions() -> [String] { trails.map(\.region) }

    func log(_ trailID: Int, kilometers: Double) -> Double {
        loggedKilometers[trailID, default: 0] += kilometers
        return loggedKilometers[trailID, default: 0]
    }

    func open(_ trailID: Int) { openedTrailID = trailID }

    func close(_ trailID: Int) { closedTrailIDs.insert(trailID) }
}
