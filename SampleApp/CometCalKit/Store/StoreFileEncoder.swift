import Foundation
import IntentKit

/// Writes the store file by hand: the same JSON `JSONEncoder` writes (sorted keys, dates as seconds since 2001),
/// at a fraction of the cost, since every commit writes the whole store and a bulk seed of 100,000 events spent
/// most of its time in `JSONEncoder`. `JSONDecoder` reads it back. Identifiers are written as entity identifiers
/// (`entityIdentifierString`, the same upper-case text as `uuidString`): Foundation's `uuidString` formats with
/// `snprintf` on Linux, two calls per event.
struct StoreFileEncoder {
    private var bytes: [UInt8] = []

    /// The snapshot as JSON.
    /// - Throws: ``StoreError/io(_:)`` for a number JSON cannot hold (an infinite distance).
    static func encode(_ snapshot: StoreSnapshot) throws -> Data {
        var encoder = StoreFileEncoder()
        encoder.bytes.reserveCapacity(snapshot.events.count * 400 + 1_024)
        try encoder.write(snapshot)
        return Data(encoder.bytes)
    }

    private mutating func write(_ snapshot: StoreSnapshot) throws {
        raw("{\"calendars\":[")
        for (index, calendar) in snapshot.calendars.enumerated() {
            if index > 0 { raw(",") }
            raw("{\"color\":")
            string(calendar.color.rawValue)
            raw(",\"id\":")
            string(calendar.id.entityIdentifierString)
            raw(",\"title\":")
            string(calendar.title)
            raw("}")
        }
        raw("],\"events\":[")
        for (index, event) in snapshot.events.enumerated() {
            if index > 0 { raw(",") }
            try write(event)
        }
        raw("],\"generation\":\(snapshot.generation)")
        if let settings = snapshot.settings {
            raw(",\"settings\":{\"defaultCalendarID\":")
            string(settings.defaultCalendarID.entityIdentifierString)
            raw(",\"weekStart\":")
            string(settings.weekStart.rawValue)
            raw("}")
        }
        raw("}")
    }

    /// One event, its keys in sorted order, nil members left out (as `JSONEncoder` does).
    private mutating func write(_ event: EventRecord) throws {
        raw("{\"attendees\":[")
        for (index, attendee) in event.attendees.enumerated() {
            if index > 0 { raw(",") }
            raw("{\"name\":")
            string(attendee.name)
            raw(",\"status\":")
            string(attendee.status.rawValue)
            raw(",\"type\":")
            string(attendee.type.rawValue)
            raw("}")
        }
        raw("],\"calendarID\":")
        string(event.calendarID.entityIdentifierString)
        raw(",\"endDate\":")
        try number(event.endDate.timeIntervalSinceReferenceDate)
        raw(",\"id\":")
        string(event.id.entityIdentifierString)
        raw(event.isAllDay ? ",\"isAllDay\":true" : ",\"isAllDay\":false")
        if let location = event.location {
            raw(",\"location\":")
            string(location)
        }
        if let notes = event.notes {
            raw(",\"notes\":")
            string(notes)
        }
        if let placeID = event.placeID {
            raw(",\"placeID\":")
            string(placeID)
        }
        if let recurrence = event.recurrence {
            raw(",\"recurrence\":")
            string(recurrence.rawValue)
        }
        if let seriesID = event.seriesID {
            raw(",\"seriesID\":")
            string(seriesID.entityIdentifierString)
        }
        raw(",\"startDate\":")
        try number(event.startDate.timeIntervalSinceReferenceDate)
        if let status = event.status {
            raw(",\"status\":")
            string(status.rawValue)
        }
        raw(",\"title\":")
        string(event.title)
        if let distance = event.travelDistanceMeters {
            raw(",\"travelDistanceMeters\":")
            try number(distance)
        }
        raw("}")
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func number(_ value: Double) throws {
        guard value.isFinite else { throw StoreError.io("could not encode the store: \(value) is not a number JSON can hold") }
        bytes.append(contentsOf: value.description.utf8)
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        // Most text needs no escaping: it is copied in one piece instead of byte by byte.
        let copied = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
