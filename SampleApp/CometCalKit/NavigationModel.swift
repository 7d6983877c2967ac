import Foundation

/// Where the app is: the calendar list (filter, scroll position, selection) or one event's detail.
@MainActor
final class NavigationModel {
    /// What is on screen.
    enum Destination: Sendable, Equatable {
        /// The list of events.
        case list
        /// One event's detail.
        case detail(eventID: UUID)
    }

    /// How many rows the list shows at once.
    static let visibleRowCount = 8

    /// What is on screen; the app launches on the list.
    private(set) var destination: Destination = .list
    /// The calendar the list shows, or `nil` for every calendar.
    private(set) var calendarFilter: UUID?
    /// The index of the list's first visible row.
    private(set) var scrollOffset = 0
    /// The selected event, if any.
    private(set) var selectedEventID: UUID?

    /// Creates the model on the unfiltered list.
    init() {}

    /// Shows an event's detail.
    func open(eventID: UUID) {
        destination = .detail(eventID: eventID)
    }

    /// Shows the list, optionally filtered to one calendar; the scroll position returns to the top.
    func showList(calendarID: UUID?) {
        destination = .list
        if calendarFilter != calendarID { scrollOffset = 0 }
        calendarFilter = calendarID
    }

    /// Selects the row at `index` of `rowCount` rows and scrolls it into view.
    func select(eventID: UUID, at index: Int, rowCount: Int) {
        destination = .list
        selectedEventID = eventID
        if index < scrollOffset { scrollOffset = index }
        if index >= scrollOffset + Self.visibleRowCount { scrollOffset = index - Self.visibleRowCount + 1 }
        clamp(rowCount: rowCount)
    }

    /// Scrolls the list by `rows` (down when positive), staying within the list.
    func scroll(by rows: Int, rowCount: Int) {
        // Any Int may come from a client: past either end the sum saturates (then is clamped) instead of trapping.
        let (sum, overflowed) = scrollOffset.addingReportingOverflow(rows)
        scrollOffset = overflowed ? (rows > 0 ? .max : .min) : sum
        clamp(rowCount: rowCount)
    }

    /// Keeps the scroll position valid after the list changed length.
    func clamp(rowCount: Int) {
        scrollOffset = max(0, min(scrollOffset, rowCount - Self.visibleRowCount))
    }
}
