import Foundation
import IntentKitTesting
import Testing

/// Property queries: every comparator CometCal declares, both modes, sorting and limits, and the errors for what it does not declare.
@Suite(.isolatedApp("com.example.CometCal"))
struct PropertyQueryTests {
    let events = CometCal.events

    init() async throws { try await CometCal.seed() }

    private func titles(_ found: [AnyAppEntity]) throws -> [String] { try found.map { try $0.title } }

    /// The titles of all seeded events passing `include`, in start order, worked out on the test side.
    private func expected(_ include: (AnyAppEntity) throws -> Bool) async throws -> [String] {
        let all = try await events.allEntities().sorted { try $0.startDate.as(Date.self) < $1.startDate.as(Date.self) }
        return try titles(all.filter(include))
    }

    @Test func equalAndNotEqualCompareEntitiesEnumsAndNil() async throws {
        let deepSpace = try await events.entities(where: [.equalTo("calendar", "Deep Space")])
        #expect(deepSpace.count == 5)
        #expect(try await titles(deepSpace) == expected { try $0.calendar.title == "Deep Space" })
        let calendar = try #require(try await CometCal.calendars.entities(matching: "Mission Control").first)
        #expect(try await events.entities(where: [.notEqualTo("calendar", calendar)]).map { try $0.title } == titles(deepSpace), "an entity compares as well as its name")
        let undecided = try await events.entities(where: [.equalTo("status", nil)])
        #expect(try titles(undecided) == ["Mission Debrief", "Launch Window Review Prep"])
        let notConfirmed = try await events.entities(where: [.notEqualTo("status", "confirmed")])
        #expect(try await titles(notConfirmed) == expected { (try $0.status.as(String?.self)) != "confirmed" })
        #expect(notConfirmed.count == 6, "events without a status are not confirmed either")
        #expect(try await titles(events.entities(where: [.equalTo("isAllDay", true)])) == ["Orbital Mechanics Workshop", "Comet Watch Night"])
    }

    @Test func textComparisonsIgnoreCase() async throws {
        #expect(try await titles(events.entities(where: [.contains("title", "LAUNCH")])) == ["Launch Window Review Prep", "Launch Window Review"])
        #expect(try await titles(events.entities(where: [.hasPrefix("title", "comet")])) == ["Comet Watch Night"])
        #expect(try await titles(events.entities(where: [.hasSuffix("title", "DRILL")])) == ["Solar Flare Drill"])
        #expect(try await titles(events.entities(where: [.equalTo("title", "launch window review")])) == ["Launch Window Review"])
        #expect(try await events.entities(where: [.notEqualTo("title", "Zero-G Yoga")]).count == 9)
    }

    @Test func datesCompareByTimeOfDay() async throws {
        let now = Date()
        #expect(try await titles(events.entities(where: [.lessThan("startDate", now)])) == ["Telescope Maintenance", "Mission Debrief"])
        let today = Calendar.current.startOfDay(for: now)
        let lower = Calendar.current.date(byAdding: DateComponents(day: 1, hour: 8), to: today)!
        let upper = Calendar.current.date(byAdding: DateComponents(day: 3, hour: 14), to: today)!
        let between = try await events.entities(where: [.between("startDate", lower, and: upper)])
        #expect(try titles(between) == ["Cosmic Ray Calibration", "Crew Lunch at the Nebula Cafe", "Launch Window Review Prep"], "both bounds included: Prep starts at 14:00 on day 3")
        #expect(try await titles(between) == expected { (lower...upper).contains(try $0.startDate.as(Date.self)) })
        let endsLater = try await events.entities(where: [.greaterThan("endDate", Calendar.current.date(byAdding: .day, value: 8, to: today)!)])
        #expect(try titles(endsLater) == ["Comet Watch Night"])
        let lunchEnd = Calendar.current.date(byAdding: DateComponents(day: 2, hour: 13), to: today)!
        let upToLunch = try await events.entities(where: [.lessThanOrEqualTo("endDate", lunchEnd), .greaterThan("endDate", now)])
        #expect(try titles(upToLunch) == ["Zero-G Yoga", "Cosmic Ray Calibration", "Crew Lunch at the Nebula Cafe"], "<= includes the lunch ending exactly then")
        let beforeLunch = try await events.entities(where: [.lessThan("endDate", lunchEnd), .greaterThan("endDate", now)])
        #expect(try titles(beforeLunch) == ["Zero-G Yoga", "Cosmic Ray Calibration"], "< leaves it out")
        let fromLunch = try await events.entities(where: [.greaterThanOrEqualTo("endDate", lunchEnd)])
        #expect(try titles(fromLunch).first == "Crew Lunch at the Nebula Cafe")
        #expect(fromLunch.count == 6)
    }

    @Test func allConditionsOrAny() async throws {
        let both = try await events.entities(where: [.equalTo("calendar", "Deep Space"), .equalTo("status", "tentative")])
        #expect(try titles(both) == ["Zero-G Yoga", "Comet Watch Night"])
        let either = try await events.entities(where: [.equalTo("isAllDay", true), .equalTo("status", "cancelled")], mode: .or)
        #expect(try titles(either) == ["Solar Flare Drill", "Orbital Mechanics Workshop", "Comet Watch Night"])
        #expect(try await events.entities(where: []).count == 10, "no conditions: every event")
    }

    @Test func sortedAndLimited() async throws {
        let latest = try await events.entities(where: [], sortedBy: [.descending("startDate")], limit: 3)
        #expect(try titles(latest) == ["Comet Watch Night", "Orbital Mechanics Workshop", "Solar Flare Drill"])
        let byTitle = try await events.entities(where: [.equalTo("calendar", "Mission Control")], sortedBy: [.ascending("title")])
        #expect(try titles(byTitle) == ["Crew Lunch at the Nebula Cafe", "Launch Window Review", "Launch Window Review Prep", "Mission Debrief", "Orbital Mechanics Workshop"])
        let byEndThenTitle = try await events.entities(where: [.equalTo("isAllDay", false)], sortedBy: [.descending("endDate"), .ascending("title")], limit: 2)
        #expect(try titles(byEndThenTitle) == ["Solar Flare Drill", "Launch Window Review"])
        #expect(try await events.entities(where: [], limit: 0).isEmpty)
    }

    @Test func aQueryDescribesItselfAndRunsLater() async throws {
        let query = events.entityQuery(where: [.contains("title", "Drill")], sortedBy: [.ascending("title")], limit: 5)
        #expect(query.description == #"EventEntity.entities(where: [title contains "Drill"], mode: .and, sortedBy: [title ascending], limit: 5)"#)
        #expect(try await titles(query.run()) == ["Solar Flare Drill"])
    }

    @Test func whatIsNotDeclaredIsRefusedByName() async throws {
        let unknown = await #expect(throws: IntentRequestError.self) { try await events.entities(where: [.equalTo("titel", "x")]) }
        #expect(unknown?.kind == .unknownProperty)
        #expect(
            unknown?.message
                == #"EventEntity's property query cannot compare "titel"; it compares "title", "startDate", "endDate", "calendar", "status", "isAllDay"; did you mean "title"?"#)
        let comparator = await #expect(throws: IntentRequestError.self) { try await events.entities(where: [.contains("status", "conf")]) }
        #expect(comparator?.kind == .unsupportedComparator)
        #expect(comparator?.message == #"EventEntity.status cannot be compared with contains; its comparators are "equalTo", "notEqualTo""#)
        let sort = await #expect(throws: IntentRequestError.self) { try await events.entities(where: [], sortedBy: [.ascending("notes")]) }
        #expect(sort?.message == #"EventEntity's property query cannot sort by "notes"; it sorts by "title", "startDate", "endDate""#)
        let limit = await #expect(throws: IntentRequestError.self) { try await events.entities(where: [], limit: -1) }
        #expect(limit?.kind == .outOfRange)
        let type = await #expect(throws: IntentRequestError.self) { try await events.entities(where: [.lessThan("startDate", "soon")]) }
        #expect(type?.kind == .typeMismatch)
        #expect(type?.message.contains(#""EventEntity.startDate" expects Date"#) == true, "\(type?.message ?? "")")
        let places = await #expect(throws: IntentRequestError.self) { try await CometCal.definitions.entities["PlaceEntity"].entities(where: []) }
        #expect(places?.kind == .unsupportedQuery)
    }

    @Test func theMetadataListsWhatCanBeComparedAndSorted() async throws {
        let metadata = try await #require(AppSession.current, "the suite's isolated app").metadata()
        let event = try #require(metadata.entity(named: "EventEntity"))
        #expect(event.queries.contains(.property))
        #expect(event.propertyQuery?.property(named: "startDate")?.comparators == [.lessThan, .greaterThan, .between])
        #expect(event.propertyQuery?.property(named: "endDate")?.comparators == [.lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo])
        #expect(event.propertyQuery?.sortableBy == ["title", "startDate", "endDate"])
        #expect(metadata.entity(named: "PlaceEntity")?.propertyQuery == nil)
    }
}
