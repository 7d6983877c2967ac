import Foundation

/// An event as an iCalendar file (RFC 5545): the one `VEVENT` CometCal exports, and the fields it reads back.
///
/// Written: `UID`, `SUMMARY`, `DTSTART`/`DTEND` (UTC, or dates for an all-day event), `LOCATION` and
/// `DESCRIPTION` when there are some. Read: the same fields of the first `VEVENT`, unfolding continued lines and
/// undoing text escapes; anything else is skipped. Reading never traps: text it cannot read gives `nil`.
enum ICalendarText {
    /// The fields of an event as iCalendar holds them.
    struct Event: Equatable {
        var uid: String
        var summary: String
        var start: Date
        var end: Date
        var isAllDay: Bool
        var location: String?
        var notes: String?
    }

    /// The file's text, lines ending in CRLF.
    static func text(of event: Event) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//CometCal//EN", "BEGIN:VEVENT", "UID:\(escaped(event.uid))"]
        lines.append("SUMMARY:\(escaped(event.summary))")
        if event.isAllDay {
            lines.append("DTSTART;VALUE=DATE:\(dateText(event.start))")
            lines.append("DTEND;VALUE=DATE:\(dateText(event.end))")
        } else {
            lines.append("DTSTART:\(dateTimeText(event.start))")
            lines.append("DTEND:\(dateTimeText(event.end))")
        }
        if let location = event.location { lines.append("LOCATION:\(escaped(location))") }
        if let notes = event.notes { lines.append("DESCRIPTION:\(escaped(notes))") }
        lines += ["END:VEVENT", "END:VCALENDAR"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The first event of a file, or `nil` when it has none with a summary and a start.
    static func event(in text: String) -> Event? {
        var fields: [String: (parameters: String, value: String)] = [:]
        var inEvent = false
        for line in unfolded(text) {
            if line == "BEGIN:VEVENT" {
                inEvent = true
                continue
            }
            if line == "END:VEVENT" { break }
            guard inEvent, let colon = line.firstIndex(of: ":") else { continue }
            let head = line[..<colon]
            let name = head.split(separator: ";", maxSplits: 1).first.map { $0.uppercased() } ?? ""
            let parameters = head.split(separator: ";", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            if fields[name] == nil { fields[name] = (parameters, String(line[line.index(after: colon)...])) }
        }
        guard let summary = fields["SUMMARY"].map({ unescaped($0.value) }), let start = fields["DTSTART"], let startDate = date(start.value)
        else { return nil }
        let isAllDay = start.parameters.uppercased().contains("VALUE=DATE") && !start.value.contains("T")
        var endDate = fields["DTEND"].flatMap { date($0.value) } ?? startDate.addingTimeInterval(isAllDay ? 86_400 : 3_600)
        // An all-day event ends on a day, as the writer writes it: a time of day on its end is dropped.
        if isAllDay { endDate = day(of: endDate) }
        return Event(
            uid: fields["UID"].map { unescaped($0.value) } ?? "", summary: summary, start: startDate, end: max(endDate, startDate), isAllDay: isAllDay,
            location: fields["LOCATION"].map { unescaped($0.value) }, notes: fields["DESCRIPTION"].map { unescaped($0.value) })
    }

    /// Lines with continuations (a line starting with a space or tab) joined to the line before.
    private static func unfolded(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += raw.dropFirst()
            } else {
                lines.append(String(raw))
            }
        }
        return lines
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A `DATE` (`20261205`, local) or a `DATE-TIME` (`20261205T090000Z`, UTC; a floating time is read as UTC), in
    /// years 1 to 9999; `nil` for anything else, a day that does not exist (`20270230`) included.
    private static func date(_ text: String) -> Date? {
        let digits = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var value = 0
            for byte in digits[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8), (1...9999).contains(year) else { return nil }
        if digits.count == 8 {
            return exactDate(DateComponents(year: year, month: month, day: day), in: .current)
        }
        let isUTCForm = digits.count == 15 || (digits.count == 16 && digits[15] == UInt8(ascii: "Z"))
        guard isUTCForm, digits[8] == UInt8(ascii: "T"), let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15)
        else { return nil }
        return exactDate(DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second), in: utc)
    }

    /// The date with exactly these components: `nil` when the calendar would move them (the 30th of February).
    private static func exactDate(_ components: DateComponents, in zone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let date = calendar.date(from: components) else { return nil }
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard back.year == components.year, back.month == components.month, back.day == components.day else { return nil }
        // A day is its first moment (not always 00:00 where clocks change at midnight); a time must exist as given.
        guard components.hour != nil else { return calendar.startOfDay(for: date) }
        guard back.hour == components.hour, back.minute == components.minute, back.second == components.second else { return nil }
        return date
    }

    /// `20261205`: the local day an all-day date falls on.
    private static func dateText(_ date: Date) -> String {
        let parts = components(of: date, in: .current)
        return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2)
    }

    /// `20261205T090000Z`: the time in UTC, to the second.
    private static func dateTimeText(_ date: Date) -> String {
        let parts = components(of: date, in: utc)
        return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "T" + padded(parts.hour, 2) + padded(parts.minute, 2)
            + padded(parts.second, 2) + "Z"
    }

    /// The start of the local day a date falls on, as a `DATE` value reads.
    private static func day(of date: Date) -> Date {
        self.date(dateText(date)) ?? date
    }

    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    private static func components(of date: Date, in zone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    private static func padded(_ value: Int?, _ width: Int) -> String {
        let text = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
