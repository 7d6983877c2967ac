import Foundation
import Testing

@testable import harness

/// Dates as typed on the command line: every accepted form keeps its time of day, and anything else is refused.
@Suite struct DateArgumentTests {
    /// 2026-11-29 15:40:30.25 in Kolkata (UTC+05:30), a zone with a half-hour offset.
    let dates: DateArgument = {
        var dates = DateArgument()
        dates.timeZone = TimeZone(identifier: "Asia/Kolkata")!
        dates.now = Date(timeIntervalSince1970: 1_795_947_030.25)
        return dates
    }()

    func utc(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)!
    }

    @Test(arguments: [
        ("2026-12-25T10:00:00Z", "2026-12-25T10:00:00Z"),
        ("2026-12-25T10:00:00+01:00", "2026-12-25T09:00:00Z"),
        ("2026-12-25T10:00:00-0330", "2026-12-25T13:30:00Z"),
        ("2026-12-25T10:00:00.5Z", "2026-12-25T10:00:00.500Z"),
        ("2026-12-25T10:00:00", "2026-12-25T04:30:00Z"),
        ("2026-12-25T10:00", "2026-12-25T04:30:00Z"),
        ("2026-12-25T10:00:00.250", "2026-12-25T04:30:00.250Z"),
        ("2026-12-25 10:00", "2026-12-25T04:30:00Z"),
        ("2026-12-25 10:00:30", "2026-12-25T04:30:30Z"),
        ("2026-12-25", "2026-12-24T18:30:00Z"),
        ("today", "2026-11-28T18:30:00Z"),
        ("tomorrow 09:00", "2026-11-30T03:30:00Z"),
        ("Yesterday", "2026-11-27T18:30:00Z"),
        ("+2h", "2026-11-29T12:10:30.250Z"),
        ("-30m", "2026-11-29T09:40:30.250Z"),
        ("+1d12h", "2026-11-30T22:10:30.250Z"),
        ("now", "2026-11-29T10:10:30.250Z"),
    ])
    func acceptedFormsKeepTheirTime(_ text: String, _ expected: String) {
        #expect(dates.parse(text) == utc(expected), "\(text)")
    }

    @Test(arguments: ["2026-12-25garbage", "2026-12-25T25:00", "2026-02-30", "2026-12-25T10:00Zulu", "25/12/2026", "tomorrow at nine", "+2", "+2x", "2026-12-25T10:00:00+19:00", "", "nowish"])
    func anythingElseIsRefused(_ text: String) {
        #expect(dates.parse(text) == nil, "\(text)")
    }

    @Test func datesAreShownInLocalTimeWithTheZone() {
        #expect(dates.format(utc("2026-12-25T04:30:00Z")) == "2026-12-25 10:00 +05:30")
        #expect(dates.format(utc("2026-12-25T04:30:15Z")) == "2026-12-25 10:00:15 +05:30")
        #expect(dates.format(utc("2026-12-25T04:30:00.250Z")) == "2026-12-25 10:00:00.25 +05:30")
        var utcDates = dates
        utcDates.timeZone = TimeZone(identifier: "UTC")!
        #expect(utcDates.format(utc("2026-12-25T10:00:00Z")) == "2026-12-25 10:00 +00:00")
    }

    /// An app may send any date: one past year 9999 (or NaN) is shown as its seconds, never through a calendar.
    @Test(arguments: [1e20, -1e20, 252_423_993_600, -1e12, Double.nan, .infinity])
    func aDateNoCalendarShowsIsShownAsSeconds(_ seconds: Double) {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        #expect(dates.format(date) == "\(seconds) s from 2001-01-01 (outside years 1 to 9999)")
        #expect(dates.formatDay(date) == "\(seconds) s from 2001-01-01 (outside years 1 to 9999)")
    }
}
