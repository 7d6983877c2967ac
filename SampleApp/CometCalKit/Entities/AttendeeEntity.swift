import IntentKit

/// One attendee of one event; reached only through its event.
struct AttendeeEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Attendee"

    /// The attendee's name.
    @Property(title: "Name") var name: String = ""
    /// Whether they accepted.
    @Property(title: "Status") var status: AttendeeStatus = .pending
    /// What kind of attendee.
    @Property(title: "Type") var type: AttendeeType = .person

    /// An attendee with no name, pending, a person.
    init() {}

    /// Makes the entity for a stored attendee.
    init(_ record: AttendeeRecord) {
        name = record.name
        status = record.status
        type = record.type
    }

    /// The stored form.
    var record: AttendeeRecord { AttendeeRecord(name: name, status: status, type: type) }

    /// The name, with the status as subtitle.
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(status)", image: .init(systemName: type == .room ? "door.left.hand.open" : "person"))
    }
}
