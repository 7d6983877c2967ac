import IntentKit

/// A calendar's colour.
public enum CalendarColor: String, AppEnum, Codable {
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
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    /// The case titles.
    public static let caseDisplayRepresentations: [CalendarColor: DisplayRepresentation] = [
        .red: "Red", .orange: "Orange", .yellow: "Yellow", .green: "Green", .blue: "Blue", .purple: "Purple",
    ]
}
