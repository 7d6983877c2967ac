import Foundation
import IntentKit

/// Errors CometCal's intents throw, with messages people can act on.
enum CometCalError: Error, CustomLocalizedStringResourceConvertible, Sendable {
    /// No event has this title.
    case eventNotFound(title: String)
    /// A field that every event must have was set to nil.
    case cannotClear(field: String)
    /// A list action was asked for while the list is not on screen.
    case listNotShown
    /// A count outside what the intent accepts.
    case countOutOfRange(Int)
    /// Every name offered for a new calendar is taken.
    case calendarNameTaken(String)
    /// An event cannot move: its calendar is the only one.
    case noOtherCalendar(String)

    /// A sentence for people.
    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .eventNotFound(let title): "no event is titled \"\(title)\""
        case .cannotClear(let field): "an event's \(field) cannot be cleared; give a new \(field) or leave it out"
        case .listNotShown: "the calendar list is not on screen; run ShowCalendarListIntent first"
        case .countOutOfRange(let count): "count \(count) is out of range; give 1 to 1000000"
        case .calendarNameTaken(let name): "a calendar named \"\(name)\" already exists; choose a name no calendar has"
        case .noOtherCalendar(let name): "\(name) is the only calendar; create another to move events to"
        }
    }
}
