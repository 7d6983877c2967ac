import Foundation
import IntentKit

/// How an event repeats.
enum EventRecurrence: String, AppEnum, Codable {
    /// Every day.
    case daily
    /// Every week.
    case weekly

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Repeat"
    /// The case titles.
    static let caseDisplayRepresentations: [EventRecurrence: DisplayRepresentation] = [
        .daily: DisplayRepresentation(title: "Daily", image: .init(systemName: "repeat")),
        .weekly: DisplayRepresentation(title: "Weekly", image: .init(systemName: "repeat.circle")),
    ]

    /// The calendar step between occurrences.
    var step: DateComponents {
        switch self {
        case .daily: DateComponents(day: 1)
        case .weekly: DateComponents(day: 7)
        }
    }
}
