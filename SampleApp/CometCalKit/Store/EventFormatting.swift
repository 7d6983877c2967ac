import Foundation

/// How CometCal writes dates for people.
enum EventFormatting {
    /// "2026-11-30 09:00" or "2026-11-30 (all day)", in the app's time zone.
    ///
    /// Written by hand from the calendar fields: every entity's subtitle needs one, and a
    /// `DateFormatter` (ICU underneath) costs tens of microseconds a call.
    static func when(_ date: Date, isAllDay: Bool) -> String {
        when(date, isAllDay: isAllDay, in: appZone)
    }

    /// The same in a given zone.
    ///
    /// Dates from 1582-10-17 to 9999-12-29 are written by hand; any other date (before the Gregorian calendar,
    /// after year 9999, or stored by an older CometCal that took any number) goes to `DateFormatter`, which the
    /// hand-written path matches and which never traps.
    static func when(_ date: Date, isAllDay: Bool, in zone: Zone) -> String {
        let unixSeconds = date.timeIntervalSince1970
        guard unixSeconds >= handWrittenRange.lowerBound, unixSeconds < handWrittenRange.upperBound else {
            return formatted(date, isAllDay: isAllDay, in: zone.timeZone)
        }
        // Foundation hands ICU the time in whole milliseconds, rounded half up: 20:37:59.9996 shows as 20:38.
        let milliseconds = Int64((unixSeconds * 1_000 + 0.5).rounded(.down))
        let utcSeconds = milliseconds >= 0 ? milliseconds / 1_000 : (milliseconds - 999) / 1_000
        let seconds = utcSeconds + Int64(zone.offset(at: date))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        let hour = Int(secondOfDay / 3_600)
        let minute = Int(secondOfDay % 3_600 / 60)
        // Written byte by byte: interpolating five numbers cost more than the rest of an event's display.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func put(_ value: Int, digits: Int) {
                var divisor = 1
                for _ in 1..<digits { divisor *= 10 }
                while divisor > 0 {
                    put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                    divisor /= 10
                }
            }
            put(year, digits: 4)
            put(UInt8(ascii: "-"))
            put(month, digits: 2)
            put(UInt8(ascii: "-"))
            put(day, digits: 2)
            if isAllDay {
                for byte in " (all day)".utf8 { put(byte) }
            } else {
                put(UInt8(ascii: " "))
                put(hour, digits: 2)
                put(UInt8(ascii: ":"))
                put(minute, digits: 2)
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }

    /// A time zone and, when it never changes (UTC, fixed-offset zones), its offset from UTC, read once.
    ///
    /// Asking ICU for an offset takes a lock that every thread writing entities shares, which the two threads writing
    /// a large page would hand to each other. A zone with transitions is still asked for each
    /// date.
    struct Zone: Sendable {
        let timeZone: TimeZone
        let fixedOffset: Int?

        init(_ timeZone: TimeZone) {
            self.timeZone = timeZone
            fixedOffset = timeZone.nextDaylightSavingTimeTransition(after: .distantPast) == nil ? timeZone.secondsFromGMT() : nil
        }

        /// Its offset from UTC at `date`, in seconds.
        func offset(at date: Date) -> Int { fixedOffset ?? timeZone.secondsFromGMT(for: date) }
    }

    /// The app's time zone, as it was when first asked for.
    private static let appZone = Zone(TimeZone.current)

    /// Unix seconds written by hand: from two days after the Gregorian calendar began (1582-10-15, before which
    /// Foundation counts Julian days) to two days before year 10000, so that no zone's offset leaves either.
    static let handWrittenRange: Range<Double> = -12_219_120_000..<253_402_128_000

    /// The general path, `DateFormatter`'s text; for a date it cannot show (NaN, or past any calendar), the seconds.
    static func formatted(_ date: Date, isAllDay: Bool, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = isAllDay ? "yyyy-MM-dd" : "yyyy-MM-dd HH:mm"
        let text = formatter.string(from: date)
        if text.isEmpty { return "\(date.timeIntervalSince1970) s from 1970" + (isAllDay ? " (all day)" : "") }
        return isAllDay ? text + " (all day)" : text
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilDate(daysSince1970 days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
