import IntentKit

/// One attendee of one event; reached only through its event.
public struct AttendeeEntity: TransientAppEntity {
    /// "Attendee".
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Attendee"

    /// The attendee's name.
    @Property(title: "Name") public var name: String = ""
    /// Whether they accepted.
    @Property(title: "Status") public var status: AttendeeStatus = .pending
    /// What kind of attendee.
    @Property(title: "Type") public var type: AttendeeType = .person

    /// An attendee with no name, pending, a person.
    public init() {}

    /// Makes the entity for a stored attendee.
    public init(_ record: AttendeeRecord) {
        name = record.name
        status = record.status
        type = record.type
    }

    /// The stored form.
    public var record: AttendeeRecord { AttendeeRecord(name: name, status: status, type: type) }

    /// The name, with the status as subtitle.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: name, subtitle: status.displayTitle)
    }
}
