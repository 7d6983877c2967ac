import Foundation
import IntentKit

/// CometCal's views, headless: the calendar list and the event detail.
enum CometCalScreens {
    /// The screen for the current navigation state.
    @MainActor
    static func current() async throws -> Screen {
        @Dependency var store: CalendarStore
        @Dependency var navigation: NavigationModel
        switch navigation.destination {
        case .detail(let eventID):
            if let event = await store.eventEntity(id: eventID) { return detail(event) }
            // The event was deleted while open: fall back to the list, as the app would.
            navigation.showList(calendarID: navigation.calendarFilter)
            return try await list(store: store, navigation: navigation)
        case .list:
            return try await list(store: store, navigation: navigation)
        }
    }

    /// The events of the list, in date order.
    static func rows(store: CalendarStore, calendarID: UUID?) async -> [EventEntity] {
        await store.eventEntities { calendarID == nil || $0.calendarID == calendarID }
    }

    /// `CalendarListView`: a heading, then 8 rows at a time; a collection annotation over every row.
    @MainActor
    static func list(store: CalendarStore, navigation: NavigationModel) async throws -> Screen {
        let events = await rows(store: store, calendarID: navigation.calendarFilter)
        navigation.clamp(rowCount: events.count)
        var heading = "All Calendars"
        if let filter = navigation.calendarFilter, let calendar = await store.calendar(id: filter) { heading = calendar.title }
        let visible = navigation.scrollOffset..<min(navigation.scrollOffset + NavigationModel.visibleRowCount, events.count)
        var texts = [heading]
        for event in events[visible] {
            texts.append(event.title)
            texts.append(event.displayRepresentation.subtitle.map { String(localized: $0) } ?? "")
        }
        if events.isEmpty { texts.append("No Events") }
        let selected = Set(events.indices.filter { events[$0].id == navigation.selectedEventID })
        let collection = CollectionAnnotation(
            rows: events.map { EntityIdentifier(for: EventEntity.self, identifier: $0.id) },
            visibleRows: visible, selectedRows: selected)
        return Screen(name: "CalendarListView", texts: texts, collections: [collection])
    }

    /// `EventDetailView`: the event's fields; the event annotated at screen level.
    static func detail(_ event: EventEntity) -> Screen {
        var texts = [event.title, EventFormatting.when(event.startDate, isAllDay: event.isAllDay)]
        if !event.isAllDay { texts.append("Ends " + EventFormatting.when(event.endDate, isAllDay: false)) }
        texts.append(event.calendar.title)
        if let status = event.status { texts.append(status.displayTitle) }
        if let location = event.location { texts.append(location.text) }
        if !event.attendees.isEmpty {
            texts.append("Attendees")
            texts += event.attendees.map(\.name)
        }
        if let notes = event.notes { texts.append(notes) }
        return Screen(name: "EventDetailView", texts: texts, primaryEntity: EntityIdentifier(for: EventEntity.self, identifier: event.id))
    }
}
