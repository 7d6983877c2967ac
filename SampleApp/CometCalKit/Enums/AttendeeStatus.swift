import IntentKit

/// An attendee's answer to an invitation.
enum AttendeeStatus: String, AppEnum, Codable {
    /// They will come.
    case accepted
    /// They will not come.
    case declined
    /// They might come.
    case tentative
    /// They have not answered.
    case pending

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Attendee Status"
    /// The case titles.
    static let caseDisplayRepresentations: [AttendeeStatus: DisplayRepresentation] = [
        .accepted: "Accepted", .declined: "Declined", .tentative: "Tentative", .pending: "Pending",
    ]
}
