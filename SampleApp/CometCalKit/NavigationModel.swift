import Foundation

/// Where the app is: which event is open, if any.
@MainActor
public final class NavigationModel {
    /// The event on screen, or `nil` on the calendar list.
    public private(set) var openedEventID: UUID?

    /// Creates the model on the calendar list.
    public init() {}

    /// Shows an event.
    public func open(eventID: UUID) {
        openedEventID = eventID
    }
}
