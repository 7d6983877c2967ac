import IntentKit

/// Which occurrences of a recurring event an action applies to.
enum EventSpan: String, AppEnum, Codable {
    /// Only this occurrence.
    case thisEvent
    /// This occurrence and every later one.
    case futureEvents

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Span"
    /// The case titles.
    static let caseDisplayRepresentations: [EventSpan: DisplayRepresentation] = [
        .thisEvent: "This Event", .futureEvents: "Future Events",
    ]
}
