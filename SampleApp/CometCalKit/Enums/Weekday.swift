import IntentKit

/// The day a week starts on, in CometCal's settings.
enum Weekday: String, AppEnum, Codable {
    /// Monday, as in most of the world.
    case monday
    case sunday
    case saturday

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weekday"
    /// The case titles.
    static let caseDisplayRepresentations: [Weekday: DisplayRepresentation] = [
        .monday: "Monday", .sunday: "Sunday", .saturday: "Saturday",
    ]
}
