import Foundation
import Testing

@testable import CometCalKit

/// CometCal's iCalendar reader and writer: what it reads, and that what it reads writes back as the same event
/// (the fuzz target `icalendar` holds the reader to that for any text; its finds are kept here).
@Suite struct ICalendarTextTests {
    @Test func anEventRoundTripsWithEscapesFoldingAndAllDayDates() throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nSUMMARY:Comet\\, Watch\r\n Night\r\nDTSTART;VALUE=DATE:20270101\r\nDTEND;VALUE=DATE:20270102\r\nDESCRIPTION:Bring\\nsnacks\\; maybe\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let event = try #require(ICalendarText.event(in: text))
        #expect(event.summary == "Comet, WatchNight")
        #expect(event.isAllDay)
        #expect(event.notes == "Bring\nsnacks; maybe")
        #expect(ICalendarText.event(in: ICalendarText.text(of: event)) == event)
    }

    /// Found by the fuzzer: an all-day event whose end has a time of day was read with that time, which the
    /// writer, writing a date, dropped.
    @Test func anAllDayEventsEndIsADayEvenWhenWrittenWithATime() throws {
        let text = "BEGIN:VEVENT\nSUMMARY:Launch\nDTSTART;VALUE=DATE:20270101\nDTEND:20270115T093000\nEND:VEVENT\n"
        let event = try #require(ICalendarText.event(in: text))
        #expect(event.isAllDay)
        #expect(ICalendarText.event(in: ICalendarText.text(of: event)) == event)
    }

    @Test func textWithoutASummaryOrAStartIsNoEvent() {
        #expect(ICalendarText.event(in: "") == nil)
        #expect(ICalendarText.event(in: "BEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT") == nil)
        #expect(ICalendarText.event(in: "BEGIN:VEVENT\nSUMMARY:x\nDTSTART:not a date\nEND:VEVENT") == nil)
        #expect(ICalendarText.event(in: "SUMMARY:x\nDTSTART:20270101T000000Z") == nil, "outside a VEVENT")
    }
}
