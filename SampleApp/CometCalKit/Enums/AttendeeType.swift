import IntentKit

/// What kind of attendee: a person, a room, or a resource.
enum AttendeeType: String, AppEnum, Codable {
    case person
    case room
    /// A piece of equipment.
    case resource

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Attendee Type"
    /// The case titles.
    static let caseDisplayRepresentations: [AttendeeType: DisplayRepresentation] = [
        .person: "Person", .room: "Room", .resource: "Resource",
    ]
}
