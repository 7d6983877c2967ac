import Foundation

/// CometCal's hand-written iCalendar reader and writer: any text reads without trapping, and an event read from
/// any text is written and read back as the same event.
///
/// Input: the bytes as UTF-8 text (invalid sequences repaired, as `String(decoding:)` does).
enum ICalendarFuzz {
    static func check(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        guard let event = ICalendarText.event(in: text) else { return }
        let written = ICalendarText.text(of: event)
        guard let again = ICalendarText.event(in: written), again == event else {
            oracleFailed("icalendar", "read \(event), wrote \(written.debugDescription), read back \(String(describing: ICalendarText.event(in: written)))", input)
        }
    }
}
