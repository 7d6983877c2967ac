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
            lines.append("DTSTART;VALUE=DATE:\(dateFormat.string(from: event.start))")
            lines.append("DTEND;VALUE=DATE:\(dateFormat.string(from: event.end))")
        } else {
            lines.append("DTSTART:\(dateTimeFormat.string(from: event.start))")
            lines.append("DTEND:\(dateTimeFormat.string(from: event.end))")
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
        let endDate = fields["DTEND"].flatMap { date($0.value) } ?? startDate.addingTimeInterval(isAllDay ? 86_400 : 3_600)
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

    /// A `DATE` (`20261205`, local) or UTC `DATE-TIME` (`20261205T090000Z`); a floating time is read as UTC.
    private static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count == 8 { return dateFormat.date(from: trimmed) }
        let utc = trimmed.hasSuffix("Z") ? trimmed : trimmed + "Z"
        return dateTimeFormat.date(from: utc)
    }

    /// Dates of all-day events, in the local time zone, as CometCal's all-day events begin at local midnight.
    /// A new formatter each time: exports are rare, and a shared `DateFormatter` is not safe across threads.
    private static var dateFormat: DateFormatter { formatter("yyyyMMdd", zone: .current) }
    /// Times, in UTC.
    private static var dateTimeFormat: DateFormatter { formatter("yyyyMMdd'T'HHmmss'Z'", zone: TimeZone(identifier: "UTC") ?? .current) }

    private static func formatter(_ format: String, zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter
    }
}
