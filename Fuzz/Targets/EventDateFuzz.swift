import Foundation

/// CometCal's hand-written event dates against `DateFormatter`, for any `Double` of seconds, in fixed and
/// changing zones.
///
/// Input: 8 bytes of a `Double`'s bits, then a byte choosing all-day and the zone.
enum EventDateFuzz {
    static let zones = ["UTC", "Asia/Kolkata", "America/New_York", "Australia/Lord_Howe", "Etc/GMT+11", "Pacific/Kiritimati"]
        .map { EventFormatting.Zone(TimeZone(identifier: $0)!) }

    static func check(_ input: [UInt8]) {
        guard input.count >= 9 else { return }
        let bits = input.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let seconds = Double(bitPattern: bits)
        let isAllDay = input[8] & 1 == 1
        let zone = zones[Int(input[8] >> 1) % zones.count]
        let date = Date(timeIntervalSince1970: seconds)
        let text = EventFormatting.when(date, isAllDay: isAllDay, in: zone)
        let reference = EventFormatting.formatted(date, isAllDay: isAllDay, in: zone.timeZone)
        if EventFormatting.handWrittenRange.contains(seconds), text != reference {
            oracleFailed("event-date", "\(seconds) s wrote \(text), DateFormatter \(reference)", input)
        }
    }
}
