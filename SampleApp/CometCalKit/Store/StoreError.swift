import Foundation

/// Why the calendar store could not do what was asked.
enum StoreError: Error, LocalizedError, Sendable {
    /// Reading or writing the store file failed.
    case io(String)
    /// The store file exists but cannot be read as a CometCal store.
    case corrupt(String)
    /// No calendar has this identifier.
    case calendarNotFound(UUID)
    /// No event has this identifier.
    case eventNotFound(UUID)
    /// The event's end is before its start.
    case endBeforeStart(title: String)
    /// A title was empty.
    case emptyTitle

    /// A sentence for people.
    var errorDescription: String? {
        switch self {
        case .io(let detail): "the calendar store could not be saved: \(detail)"
        case .corrupt(let detail): "the calendar store is unreadable: \(detail)"
        case .calendarNotFound(let id): "no calendar has the identifier \(id.uuidString)"
        case .eventNotFound(let id): "no event has the identifier \(id.uuidString)"
        case .endBeforeStart(let title): "the event \"\(title)\" would end before it starts"
        case .emptyTitle: "a title cannot be empty"
        }
    }
}
