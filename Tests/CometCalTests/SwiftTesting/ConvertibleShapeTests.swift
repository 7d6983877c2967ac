import Foundation
import IntentKitTesting
import Testing

/// A title type written as a test for Apple's framework writes one: only Apple's requirement, `makeContainer`.
private struct EventTitle: IntentValueConvertible {
    let text: String
    func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        text.makeContainer(context: context)
    }
}

/// A typed façade over an event, as Apple's WWDC talk suggests for a test's own types.
private struct Event: IntentValueConvertibleWrapper {
    let baseValue: AnyAppEntity
    init(baseValue: AnyAppEntity) throws {
        guard baseValue.identifier.entityType.persistentIdentifier == "EventEntity" else {
            throw IntentValueError(kind: .typeMismatch, message: "not an event")
        }
        self.baseValue = baseValue
    }
    var title: String { get throws { try baseValue.title } }
}

/// The test side's conversion protocols in Apple's shapes: a conformance written for Apple's framework, wrappers,
/// sets, and `get()` with its type inferred.
@Suite(.isolatedApp("com.example.CometCal"))
struct ConvertibleShapeTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")

    @Test func aConformanceWithOnlyMakeContainerIsPassedAndRefusesToBeReadBackSayingWhy() async throws {
        let created = try await definitions.intents["CreateEventIntent"]
            .makeIntent(title: EventTitle(text: "Hull Inspection"), startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        #expect(try created.value.title == "Hull Inspection")
        #expect {
            let _: EventTitle = try created.value.title
        } throws: { error in
            "\(error)".contains("cannot be read as EventTitle: it implements makeContainer(context:) only")
        }
    }

    @Test func aWrapperReadsAndPassesAsItsBaseValue() async throws {
        let created = try await definitions.intents["CreateEventIntent"]
            .makeIntent(title: "Crew Briefing", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        let event: Event = try created.value
        #expect(try event.title == "Crew Briefing")
        let renamed = try await definitions.intents["UpdateEventIntent"].makeIntent(event: event, title: "Crew Debriefing").run()
        #expect(try renamed.value.title == "Crew Debriefing")
        #expect(throws: IntentValueError.self) {
            let _: Event = try renamed.value.calendar
        }
    }

    @Test func setsCrossAsArraysAndGetInfersItsType() async throws {
        try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run()
        let all = try await definitions.entities["EventEntity"].allEntities()
        let titles: Set<String> = try Set(all.map { try $0.title })
        #expect(titles.contains("Cosmic Ray Calibration"))
        let event = try #require(all.first { (try? $0.title) == "Cosmic Ray Calibration" })
        let conflicts: [AnyAppEntity] = try await event.conflicts.get()
        #expect(conflicts.allSatisfy { (try? $0.title) != "Cosmic Ray Calibration" })
    }
}

@Suite(.isolatedApp("com.example.FaultyApp"))
struct SetValueTests {
    @Test func aSetIsPassedAsAnArrayAndAnArrayResultReadsAsASet() async throws {
        let definitions = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp")
        let echoed = try await definitions.intents["EchoIntent"].makeIntent(text: "orbit").run()
        let once: Set<String> = try Set([echoed.value as String])
        #expect(once == ["orbit"])
        let context = try await definitions.intents["LaunchContextIntent"].makeIntent(variable: "HOME").run()
        let seen: Set<String> = try context.value
        #expect(seen.count == 1 && seen.first?.hasPrefix("HOME=") == true)
        let tags: Set<String> = ["a", "b"]
        #expect(Set(try [String](intentValue: tags.makeExpression().value, context: IntentValueContext(bundleIdentifier: "", path: "tags"))) == tags)
    }
}
