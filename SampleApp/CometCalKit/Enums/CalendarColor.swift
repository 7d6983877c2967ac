import IntentKit

/// A calendar's colour.
enum CalendarColor: String, AppEnum, Codable {
    case red
    case orange
    case yellow
    case green
    case blue
    case purple

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    /// The case titles.
    static let caseDisplayRepresentations: [CalendarColor: DisplayRepresentation] = [
        .red: "Red", .orange: "Orange", .yellow: "Yellow", .green: "Green", .blue: "Blue", .purple: "Purple",
    ]
}
