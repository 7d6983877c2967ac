import Foundation
import IntentWire

/// Dates as people type them on a command line, and as the harness shows them back.
///
/// Accepted, in full (anything else is an error that lists these):
/// - ISO 8601 with a zone: `2026-12-25T10:00:00Z`, `2026-12-25T10:00:00.5+01:00`;
/// - ISO 8601 without one, in the local time zone: `2026-12-25T10:00`, `2026-12-25T10:00:00.250`;
/// - `2026-12-25 10:00` (and `:30` seconds), local time;
/// - `2026-12-25`: local midnight;
/// - `now`; `today`, `tomorrow`, `yesterday` (local midnight), optionally with a time: `tomorrow 09:00`;
/// - an offset from now: `+2h`, `-30m`, `+1d12h` (units `s`, `m`, `h`, `d`, `w`).
struct DateArgument {
    var now: Date = Date()
    var timeZone: TimeZone = .current

    /// The forms, for error messages.
    static let forms = "2026-12-25T10:00:00Z (or +01:00; without a zone it is local time), 2026-12-25 10:00, 2026-12-25 (local midnight), now, today, tomorrow 09:00, or +2h (units s, m, h, d, w)"

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The date a text names, or `nil` when it is none of the accepted forms.
    func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowered = trimmed.lowercased()
        if lowered == "now" { return now }
        if let relative = relative(lowered) { return relative }
        if let named = named(lowered) { return named }
        return absolute(trimmed)
    }

    // MARK: - Forms

    /// `+2h`, `-30m`, `+1d12h`.
    private func relative(_ text: String) -> Date? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        var seconds = 0.0
        var number = ""
        var sawUnit = false
        for character in text.dropFirst() {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Double(number), let unit = ["s": 1.0, "m": 60, "h": 3600, "d": 86_400, "w": 604_800][String(character)] else { return nil }
            seconds += value * unit
            number = ""
            sawUnit = true
        }
        guard number.isEmpty, sawUnit else { return nil }
        return now.addingTimeInterval(sign == "+" ? seconds : -seconds)
    }

    /// `today`, `tomorrow 09:00`, `yesterday 18:30:15`.
    private func named(_ text: String) -> Date? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let word = parts.first, parts.count <= 2 else { return nil }
        let dayOffset: Int
        switch word {
        case "today": dayOffset = 0
        case "tomorrow": dayOffset = 1
        case "yesterday": dayOffset = -1
        default: return nil
        }
        guard let day = calendar.date(byAdding: .day, value: dayOffset, to: calendar.startOfDay(for: now)) else { return nil }
        guard parts.count == 2 else { return day }
        guard let time = clock(Substring(parts[1])), time.zone == nil else { return nil }
        var components = calendar.dateComponents([.year, .month, .day], from: day)
        components.hour = time.hour
        components.minute = time.minute
        components.second = time.second
        return date(components, fraction: time.fraction, zone: nil)
    }

    /// `2026-12-25`, `2026-12-25T10:00[:00[.5]][Z|±HH:MM]`, `2026-12-25 10:00`.
    private func absolute(_ text: String) -> Date? {
        let scalars = Array(text.utf8)
        guard scalars.count >= 10, let year = digits(scalars, 0, 4), scalars[4] == UInt8(ascii: "-"),
            let month = digits(scalars, 5, 2), scalars[7] == UInt8(ascii: "-"), let day = digits(scalars, 8, 2)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        guard scalars.count > 10 else { return date(components, fraction: 0, zone: nil) }
        guard scalars[10] == UInt8(ascii: "T") || scalars[10] == UInt8(ascii: " "), let time = clock(text.dropFirst(11)) else { return nil }
        components.hour = time.hour
        components.minute = time.minute
        components.second = time.second
        return date(components, fraction: time.fraction, zone: time.zone)
    }

    /// `HH:MM[:SS[.fff]][Z|±HH[:MM]]`.
    private func clock(_ text: Substring) -> (hour: Int, minute: Int, second: Int, fraction: Double, zone: TimeZone?)? {
        let scalars = Array(text.utf8)
        guard scalars.count >= 5, let hour = digits(scalars, 0, 2), scalars[2] == UInt8(ascii: ":"), let minute = digits(scalars, 3, 2),
            hour < 24, minute < 60
        else { return nil }
        var index = 5
        var second = 0
        var fraction = 0.0
        if index < scalars.count, scalars[index] == UInt8(ascii: ":") {
            guard let value = digits(scalars, index + 1, 2), value < 60 else { return nil }
            second = value
            index += 3
            if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
                let start = index + 1
                index = start
                while index < scalars.count, scalars[index] >= UInt8(ascii: "0"), scalars[index] <= UInt8(ascii: "9") { index += 1 }
                guard index > start, let value = Double("0." + String(decoding: scalars[start..<index], as: UTF8.self)) else { return nil }
                fraction = value
            }
        }
        guard index < scalars.count else { return (hour, minute, second, fraction, nil) }
        let zoneText = String(decoding: scalars[index...], as: UTF8.self)
        if zoneText == "Z" || zoneText == "z" { return (hour, minute, second, fraction, TimeZone(secondsFromGMT: 0)) }
        let zone = Array(zoneText.utf8)
        guard let sign = zone.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let hours = digits(zone, 1, 2), hours <= 18 else { return nil }
        var minutes = 0
        switch zone.count {
        case 3: break
        case 5:
            guard let value = digits(zone, 3, 2) else { return nil }
            minutes = value
        case 6:
            guard zone[3] == UInt8(ascii: ":"), let value = digits(zone, 4, 2) else { return nil }
            minutes = value
        default: return nil
        }
        guard minutes < 60 else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        return (hour, minute, second, fraction, TimeZone(secondsFromGMT: offset))
    }

    /// The date for components in a zone (local when `nil`); `nil` when the day does not exist (February 30).
    private func date(_ components: DateComponents, fraction: Double, zone: TimeZone?) -> Date? {
        var calendar = self.calendar
        if let zone { calendar.timeZone = zone }
        guard let date = calendar.date(from: components) else { return nil }
        let check = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard check.year == components.year, check.month == components.month, check.day == components.day,
            check.hour == components.hour, check.minute == components.minute
        else { return nil }
        return date.addingTimeInterval(fraction)
    }

    private func digits(_ scalars: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= scalars.count else { return nil }
        var value = 0
        for scalar in scalars[start..<start + count] {
            guard scalar >= UInt8(ascii: "0"), scalar <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(scalar - UInt8(ascii: "0"))
        }
        return value
    }

    // MARK: - Showing dates

    /// A date in the local time zone, with the zone: `2026-12-25 10:00 +01:00`, seconds and fractions only when present.
    func format(_ date: Date) -> String {
        guard ValueBounds.contains(date) else { return Self.outOfRange(date) }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        var text = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
        let wholeSeconds = date.timeIntervalSinceReferenceDate.rounded(.down)
        let fraction = date.timeIntervalSinceReferenceDate - wholeSeconds
        if (parts.second ?? 0) != 0 || fraction > 0.000_000_5 {
            text += ":" + two(parts.second)
            if fraction > 0.000_000_5 {
                var digits = String(format: "%.6f", fraction).dropFirst(2)
                while digits.last == "0" { digits = digits.dropLast() }
                text += "." + digits
            }
        }
        let offset = timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        return text + " \(sign)\(two(abs(offset) / 3600)):\(two(abs(offset) % 3600 / 60))"
    }

    /// A date no calendar shows (an app may send any number): its seconds since 2001, as the wire carries them.
    private static func outOfRange(_ date: Date) -> String {
        "\(date.timeIntervalSinceReferenceDate) s from 2001-01-01 (outside years 1 to 9999)"
    }

    /// A day in the local time zone: `2026-12-25`.
    func formatDay(_ date: Date) -> String {
        guard ValueBounds.contains(date) else { return Self.outOfRange(date) }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
