import Foundation
import IntentKitTesting
import Testing

/// Omitted parameters leave fields alone; parameters set to nil clear them.
@Suite(.isolatedApp("com.example.CometCal"))
struct ValueStateTests {
    let update = CometCal.definitions.intents["UpdateEventIntent"]

    init() async throws { try await CometCal.seed() }

    @Test func updatingOnlyTheTitleLeavesTheRestUntouched() async throws {
        let before = try await CometCal.event(titled: "Cosmic Ray Calibration")
        let result = try await update.makeIntent(event: before, title: "Cosmic Ray Recalibration").run()
        #expect(try result.value.title == "Cosmic Ray Recalibration")
        let notes: String? = try result.value.notes
        #expect(notes == "Recalibrate the detectors before the solar storm.")
        let status: AnyAppEnum = try result.value.status
        #expect(status.rawValue == "confirmed")
        #expect(try result.value.location == "Observatory Deck")
        #expect(try result.value.startDate == (try before.startDate as Date))
    }

    @Test func explicitNilClearsTheField() async throws {
        let before = try await CometCal.event(titled: "Cosmic Ray Calibration")
        let result = try await update.makeIntent(event: before, notes: nil, status: nil).run()
        let notes: String? = try result.value.notes
        #expect(notes == nil)
        #expect(try result.value.status == nil)
        #expect(try result.value.title == "Cosmic Ray Calibration")
        #expect(try result.value.location == "Observatory Deck")
    }

    @Test func removingAParameterLeavesItUnset() async throws {
        let before = try await CometCal.event(titled: "Mission Debrief")
        var intent = update.makeIntent(event: before, notes: nil)
        intent.removeValue(forParameter: "notes")
        intent.location = "Briefing Room"
        let result = try await intent.run()
        #expect(try result.value.notes == "Summarise the anomalies from the last orbit.")
        #expect(try result.value.location == "Briefing Room")
    }

    @Test func requiredFieldsCannotBeCleared() async throws {
        let before = try await CometCal.event(titled: "Mission Debrief")
        let error = await #expect(throws: IntentPerformError.self) {
            try await update.makeIntent(event: before, title: nil).run()
        }
        #expect(error?.message == "UpdateEventIntent failed: an event's title cannot be cleared; give a new title or leave it out")
        #expect(try await CometCal.event(titled: "Mission Debrief").title == "Mission Debrief")
    }
}
