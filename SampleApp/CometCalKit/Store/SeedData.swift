import Foundation

/// The fixed data sets tests rely on: the default calendars and the sample events.
///
/// The contract: calendars exactly "Mission Control" and "Deep Space";
/// "Cosmic Ray" matches exactly one event ("Cosmic Ray Calibration");
/// "Crew Lunch at the Nebula Cafe" has attendees; "Launch Window Review"
/// is an exact title that "Launch Window Review Prep" also contains; nothing
/// is titled "Supernova Viewing Party" or "Asteroid Dodgeball Practice".
enum SeedData {
    /// The identifier of "Mission Control", the same after every reset.
    static let missionControlID = UUID(uuidString: "6D1C0A5E-0000-4000-8000-00000000C0DE")!
    /// The identifier of "Deep Space", the same after every reset.
    static let deepSpaceID = UUID(uuidString: "D5E9A2C7-0000-4000-8000-00000000DEE9")!

    /// The two calendars every fresh or reset store has.
    static func defaultCalendars() -> [CalendarRecord] {
        [
            CalendarRecord(id: missionControlID, title: "Mission Control", color: .blue),
            CalendarRecord(id: deepSpaceID, title: "Deep Space", color: .purple),
        ]
    }

    /// The titles of the seeded events, in the order they are declared.
    static var eventTitles: [String] { events(now: Date()).map(\.title) }

    static func snapshot(now: Date, generation: UInt64) -> StoreSnapshot {
        StoreSnapshot(generation: generation, calendars: defaultCalendars(), events: events(now: now))
    }

    static func events(now: Date) -> [EventRecord] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let today = calendar.startOfDay(for: now)
        func at(_ days: Int, _ hour: Int, _ minute: Int = 0) -> Date {
            calendar.date(byAdding: DateComponents(day: days, hour: hour, minute: minute), to: today)!
        }
        func event(
            _ title: String, _ calendarID: UUID, from start: Date, to end: Date, allDay: Bool = false,
            status: EventStatus?, location: String? = nil, attendees: [AttendeeRecord] = [], notes: String? = nil
        ) -> EventRecord {
            EventRecord(
                id: UUID(), title: title, startDate: start, endDate: end, isAllDay: allDay, calendarID: calendarID,
                status: status, location: location, attendees: attendees, notes: notes)
        }
        return [
            event(
                "Cosmic Ray Calibration", deepSpaceID, from: at(1, 9), to: at(1, 10, 30), status: .confirmed,
                location: "Observatory Deck", notes: "Recalibrate the detectors before the solar storm."),
            event(
                "Crew Lunch at the Nebula Cafe", missionControlID, from: at(2, 12), to: at(2, 13), status: .confirmed,
                location: "Nebula Cafe",
                attendees: [
                    AttendeeRecord(name: "Commander Vega", status: .accepted, type: .person),
                    AttendeeRecord(name: "Dr. Orion Reyes", status: .tentative, type: .person),
                    AttendeeRecord(name: "Galley Table 3", status: .accepted, type: .room),
                ]),
            event("Launch Window Review", missionControlID, from: at(3, 15), to: at(3, 16), status: .tentative),
            event(
                "Launch Window Review Prep", missionControlID, from: at(3, 14), to: at(3, 15), status: nil,
                notes: "Bring the trajectory plots."),
            event("Solar Flare Drill", deepSpaceID, from: at(5, 10), to: at(5, 11), status: .cancelled),
            event("Orbital Mechanics Workshop", missionControlID, from: at(7, 0), to: at(8, 0), allDay: true, status: .confirmed),
            event(
                "Comet Watch Night", deepSpaceID, from: at(10, 0), to: at(11, 0), allDay: true, status: .tentative,
                location: "Ridge Telescope"),
            event("Zero-G Yoga", deepSpaceID, from: at(1, 7), to: at(1, 7, 45), status: .tentative),
            event("Telescope Maintenance", deepSpaceID, from: at(-2, 8), to: at(-2, 9), status: .confirmed),
            event(
                "Mission Debrief", missionControlID, from: at(-1, 16), to: at(-1, 17), status: nil,
                notes: "Summarise the anomalies from the last orbit."),
        ]
    }
}

extension SeedData {
    private static let words = [
        "Orbit", "Nebula", "Quasar", "Pulsar", "Comet", "Meteor", "Galaxy", "Photon", "Rover", "Lander",
        "Module", "Thruster", "Beacon", "Relay", "Array", "Station", "Capsule", "Booster", "Payload", "Docking",
    ]
    private static let kinds = ["Briefing", "Drill", "Review", "Sync", "Check", "Test", "Survey", "Planning"]

    /// Deterministic events for load tests: "Nebula Relay Drill 0042", spread over a year around `now`.
    static func generatedEvents(_ count: Int, startingAt first: Int = 0, now: Date) -> [EventRecord] {
        (first..<first + count).map { index in
            let first = words[index % words.count]
            let second = words[(index / words.count) % words.count]
            let title = "\(first) \(second) \(kinds[index % kinds.count]) \(fiveDigits(index))"
            let start = now.addingTimeInterval(Double(index % 365 - 180) * 86_400 + Double(index % 24) * 3_600)
            return EventRecord(
                id: UUID(), title: title, startDate: start, endDate: start.addingTimeInterval(1_800), isAllDay: false,
                calendarID: index.isMultiple(of: 2) ? missionControlID : deepSpaceID, status: .confirmed,
                location: nil, attendees: [], notes: index.isMultiple(of: 10) ? "Generated for load testing." : nil)
        }
    }

    /// `String(format: "%05d", number)`, without Foundation's formatter (a twentieth of seeding 100,000 events).
    static func fiveDigits(_ number: Int) -> String {
        guard number >= 0 else { return String(format: "%05d", number) }
        let digits = String(number)
        return digits.count >= 5 ? digits : String(repeating: "0", count: 5 - digits.count) + digits
    }
}
