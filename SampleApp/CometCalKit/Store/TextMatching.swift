import Foundation
import Synchronization

/// How CometCal compares text: ignoring case and diacritics.
enum TextMatching {
    /// Whether `text` contains `query`, ignoring case and diacritics; an empty query matches everything.
    static func contains(_ text: String, _ query: String) -> Bool {
        let needle = fold(query.trimmingCharacters(in: .whitespaces))
        return needle.isEmpty || fold(text).contains(needle)
    }

    /// Whether the two strings are equal, ignoring case and diacritics.
    static func equals(_ a: String, _ b: String) -> Bool { fold(a) == fold(b) }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

/// How CometCal writes dates for people.
enum EventFormatting {
    /// Formatters are costly to make (every entity's subtitle needs one), so one is kept and shared under a lock.
    private static let formatter = Mutex<DateFormatter>(
        {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone.current
            return formatter
        }())

    /// "2026-11-30 09:00" or "2026-11-30 (all day)", in the app's time zone.
    static func when(_ date: Date, isAllDay: Bool) -> String {
        formatter.withLock { formatter in
            formatter.dateFormat = isAllDay ? "yyyy-MM-dd" : "yyyy-MM-dd HH:mm"
            return formatter.string(from: date) + (isAllDay ? " (all day)" : "")
        }
    }
}
