import IntentKit

/// Whether an event is going ahead.
enum EventStatus: String, AppEnum, Codable {
    /// It is happening.
    case confirmed
    /// It may happen.
    case tentative
    /// It is not happening.
    case cancelled

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Status"
    /// The case titles.
    static let caseDisplayRepresentations: [EventStatus: DisplayRepresentation] = [
        .confirmed: DisplayRepresentation(title: "Confirmed", image: .init(systemName: "checkmark.circle")),
        .tentative: DisplayRepresentation(title: "Tentative", image: .init(systemName: "questionmark.circle")),
        .cancelled: DisplayRepresentation(title: "Cancelled", subtitle: "Not happening", image: .init(systemName: "xmark.circle"), synonyms: ["Called Off"]),
    ]
}
