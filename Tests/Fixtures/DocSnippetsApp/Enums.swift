import Foundation
import IntentKit

enum ActivityStyle: String, AppEnum {
    case hiking
    case running
    case walking

    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Activity", numericFormat: "\(placeholder: .int) activities")

    static var caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
        .hiking: DisplayRepresentation(title: "Hiking", image: .init(systemName: "figure.hiking"), synonyms: ["Trekking"]),
        .running: DisplayRepresentation(title: "Trail Running", subtitle: "Faster than a hike", image: .init(systemName: "figure.run")),
        .walking: DisplayRepresentation(title: "Walking", image: .init(url: URL(string: "https://example.com/walking.png")!, isTemplate: true)),
    ]
}

enum ClosureReason: String, AppEnum {
    case weather
    case maintenance
    case wildlife
    case other

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Closure Reason"

    static var caseDisplayRepresentations: [ClosureReason: DisplayRepresentation] = [
        .weather: "Weather",
        .maintenance: "Trail Maintenance",
        .wildlife: "Wildlife Activity",
        .other: "Other",
    ]
}

enum TrailError: Error, CustomLocalizedStringResourceConvertible {
    case trailClosed(String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .trailClosed(let name): return "\(name) is closed."
        }
    }
}
