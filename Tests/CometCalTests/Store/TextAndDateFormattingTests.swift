import Foundation
import Testing

@testable import CometCalKit

/// CometCal's hand-written date formatting and text folding agree with Foundation's, which they replace for speed.
@Suite struct TextAndDateFormattingTests {
    private func foundation(_ date: Date, isAllDay: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = isAllDay ? "yyyy-MM-dd" : "yyyy-MM-dd HH:mm"
        return formatter.string(from: date) + (isAllDay ? " (all day)" : "")
    }

    @Test(arguments: [0, 7, 42, 1_234, 99_999, 100_000, 1_234_567, -42])
    func generatedTitleNumbersAreZeroPaddedAsPrintfDoes(_ number: Int) {
        #expect(SeedData.fiveDigits(number) == String(format: "%05d", number))
    }

    @Test func datesMatchDateFormatterAcrossCenturiesAndLeapDays() {
        var dates = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 951_782_400),  // 2000-02-29
            Date(timeIntervalSince1970: -2_208_988_800), Date(timeIntervalSince1970: 4_102_444_799), Date(timeIntervalSince1970: 1_795_947_030.75),
            // Within half a millisecond of the next minute: Foundation rounds to the millisecond first.
            Date(timeIntervalSince1970: 4_853_248_679.999934), Date(timeIntervalSince1970: -60.0004), Date(timeIntervalSince1970: 59.9994),
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 { dates.append(Date(timeIntervalSince1970: Double.random(in: -3e9...5e9, using: &generator))) }
        for date in dates {
            #expect(EventFormatting.when(date, isAllDay: false) == foundation(date, isAllDay: false), "\(date.timeIntervalSince1970)")
            #expect(EventFormatting.when(date, isAllDay: true) == foundation(date, isAllDay: true), "\(date.timeIntervalSince1970)")
        }
    }

    /// Zones whose offset never changes are read once; the others are asked for each date, across their transitions.
    @Test(arguments: ["UTC", "Etc/GMT-5", "Etc/GMT+11", "America/New_York", "Europe/Paris", "Australia/Lord_Howe", "Asia/Kolkata"])
    func datesMatchDateFormatterInFixedAndChangingZones(_ identifier: String) throws {
        let timeZone = try #require(TimeZone(identifier: identifier))
        let zone = EventFormatting.Zone(timeZone)
        #expect((zone.fixedOffset != nil) == (identifier.hasPrefix("Etc/") || identifier == "UTC"))
        var generator = SystemRandomNumberGenerator()
        // Hourly across 2026's transitions, then at random over three centuries.
        var dates = (0..<(366 * 24)).map { Date(timeIntervalSince1970: 1_767_225_600 + Double($0) * 3_600) }
        for _ in 0..<1_000 { dates.append(Date(timeIntervalSince1970: Double.random(in: -3e9...5e9, using: &generator))) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        for date in dates {
            #expect(EventFormatting.when(date, isAllDay: false, in: zone) == formatter.string(from: date), "\(date.timeIntervalSince1970)")
        }
    }

    /// Dates outside the hand-written range (before the Gregorian calendar, past year 9999, or any number an older
    /// store held) take Foundation's path and never trap; at the range's edges both paths agree.
    @Test func datesOutsideTheHandWrittenRangeTakeFoundationsPath() {
        let edges = EventFormatting.handWrittenRange
        for seconds in [
            edges.lowerBound, edges.lowerBound - 1, edges.upperBound, edges.upperBound - 0.001, -62_135_596_800, 253_402_300_800, -1e12, 1e12, 1e20,
            -1e20, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
        ] {
            let date = Date(timeIntervalSince1970: seconds)
            for isAllDay in [false, true] {
                let text = EventFormatting.when(date, isAllDay: isAllDay)
                let expected = foundation(date, isAllDay: isAllDay)
                #expect(text == (expected == (isAllDay ? " (all day)" : "") ? EventFormatting.formatted(date, isAllDay: isAllDay, in: .current) : expected), "\(seconds)")
                #expect(!text.isEmpty)
            }
        }
    }

    @Test func foldingMatchesFoundationForAsciiAndBeyond() {
        for text in ["Nebula Relay Drill 00042", "ALL CAPS", "already folded", "Café Crème", "ÉLAN", "Zero-G Yoga", "", "Straße", "İstanbul"] {
            #expect(TextMatching.fold(text) == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil), "\(text)")
        }
    }
}
