import IntentKit

/// A calendar's colour.
enum CalendarColor: String, AppEnum, Codable {
    /// Red.
    case red
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Green.
    case green
    /// Blue.
    case blue
    /// Purple.
    case purple

    /// "Color".
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    /// The case titles.
    static let caseDisplayRepresentations: [CalendarColor: DisplayRepresentation] = [
        .red: "Red", .orange: "Orange", .yellow: "Yellow", .green: "Green", .blue: "Blue", .purple: "Purple",
    ]
}
