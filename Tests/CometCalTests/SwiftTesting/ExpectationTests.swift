import Foundation
import IntentKitTesting
import Testing

/// The 27.3 expectations layer against CometCal: value, entity and intent expectations, as Apple's shapes have them.
@Suite(.isolatedApp("com.example.CometCal"))
struct ExpectationTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
    var events: AppEntityDefinition { definitions.entities["EventEntity"] }
    var calendars: AppEntityDefinition { definitions.entities["CalendarEntity"] }
    var create: AppIntentDefinition { definitions.intents["CreateEventIntent"] }
    var update: AppIntentDefinition { definitions.intents["UpdateEventIntent"] }

    @Test func stringAndPresenceChecks() async throws {
        #expect(try await PrimitiveExpectation.equals("Groceries").isSatisfied(by: "Groceries"))
        #expect(try await !PrimitiveExpectation.equals("groceries").isSatisfied(by: "Groceries"), "case-sensitive")
        #expect(try await PrimitiveExpectation.contains("Groc").isSatisfied(by: "Groceries"))
        #expect(try await !PrimitiveExpectation.contains("Groc").isSatisfied(by: 42), "a string check on a number is not met")
        #expect(try await PrimitiveExpectation.contains(regex: "^Gro.*s$").isSatisfied(by: "Groceries"))
        #expect(try await !PrimitiveExpectation.contains(regex: "^roc").isSatisfied(by: "Groceries"))
        #expect(try await PrimitiveExpectation.isNil.isSatisfied(by: nil))
        #expect(try await !PrimitiveExpectation.isNil.isSatisfied(by: ""))
        #expect(try await PrimitiveExpectation.notNil.isSatisfied(by: false))
        #expect(try await !PrimitiveExpectation.notNil.isSatisfied(by: nil))
        await #expect {
            try await PrimitiveExpectation.contains(regex: "(unclosed").isSatisfied(by: "x")
        } throws: { error in
            (error as? IntentValueError)?.kind == .invalidExpectation && "\(error)".contains("\"(unclosed\", which is not a regular expression")
        }
    }

    @Test func predicatesReadTheValueAsTheirInputType() async throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let after = PredicateExpectation.matches(#Predicate<Date> { $0 > start }, requirement: "after the start")
        #expect(try await after.isSatisfied(by: Date()))
        #expect(try await !after.isSatisfied(by: start))
        #expect(try await !after.isSatisfied(by: "tomorrow"), "a value that does not read as the input type")
        #expect(try await !after.isSatisfied(by: nil), "a non-optional input is not met by no value")
        let absent = PredicateExpectation.matches(#Predicate<String?> { $0 == nil })
        #expect(try await absent.isSatisfied(by: nil), "an optional input receives nil and decides")
        #expect(after.description == "matches(\"after the start\")")
    }

    @Test func entityExpectationsCheckTypeIdentifierAndEachProperty() async throws {
        let created = try await create.makeIntent(title: "Asteroid Dodgeball Practice", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        let event: AnyAppEntity = try created.value
        let id = event.identifier.instanceIdentifier

        #expect(try await events.isSatisfied(by: event))
        #expect(try await !calendars.isSatisfied(by: event))
        #expect(try await !events.isSatisfied(by: nil))
        #expect(try await events.expectIdentifier(id).isSatisfied(by: event))
        #expect(try await !events.expectIdentifier("nope").isSatisfied(by: event))

        #expect(try await events.expect(title: .equals("Asteroid Dodgeball Practice"), notes: .isNil, isAllDay: nil).isSatisfied(by: event))
        #expect(try await !events.expect(title: .contains("Lunch")).isSatisfied(by: event))
        #expect(try await !events.expect(startDate: .equals("today")).isSatisfied(by: event), "a string check on a date is not met")
        #expect(try await events.expectIdentifier(id).expect(title: .notNil).isSatisfied(by: event))
        #expect(try await !events.expectIdentifier("nope").expect(title: .notNil).isSatisfied(by: event))

        // A reference carries the identifier only: its properties are read through the entity's query.
        let reference = events.makeReference(identifier: id)
        #expect(try await events.expect(title: .equals("Asteroid Dodgeball Practice")).isSatisfied(by: reference))
        #expect(try await !events.expect(title: .notNil).isSatisfied(by: events.makeReference(identifier: UUID().uuidString)), "not found")
        // A deferred property is asked for.
        #expect(try await events.expect(conflicts: .notNil).isSatisfied(by: event))
    }

    @Test func aNameTheTypeDoesNotDeclareOrAReusedLabelIsAnError() async throws {
        let created = try await create.makeIntent(title: "Hull Inspection", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        let event: AnyAppEntity = try created.value
        await #expect {
            try await events.expect(titel: .equals("Hull Inspection")).isSatisfied(by: event)
        } throws: { error in
            "\(error)".contains("EventEntity has no property \"titel\" to expect") && "\(error)".contains("\"title\"")
        }
        await #expect {
            try await create.expect(title: .isNil, title: .notNil).isSatisfied(by: create.makeIntent(title: "x"))
        } throws: { error in
            (error as? IntentValueError)?.kind == .invalidExpectation && "\(error)".contains("\"title\" twice")
        }
        await #expect {
            try await create.expect(calender: .notNil).isSatisfied(by: create.makeIntent(title: "x"))
        } throws: { error in
            "\(error)".contains("CreateEventIntent has no parameter \"calender\" to expect") && "\(error)".contains("\"calendar\"")
        }
    }

    @Test func intentExpectationsCheckParametersAsPassedAndTheResult() async throws {
        let intent = create.makeIntent(title: "Groceries run", startDate: Date(), isAllDay: false, calendar: "Deep Space")
        #expect(try await create.isSatisfied(by: intent))
        #expect(try await !update.isSatisfied(by: intent))
        #expect(try await create.expect(title: .contains("Groc"), notes: .isNil, calendar: .equals("Deep Space")).isSatisfied(by: intent))
        #expect(try await !create.expect(title: .equals("Groc")).isSatisfied(by: intent))
        #expect(try await !create.expect(calendar: calendars).isSatisfied(by: intent), "passed as a string, not an entity")

        let before: Int = try await definitions.intents["CountEventsIntent"].makeIntent().run().value
        let result = try await intent.run()
        let after: Int = try await definitions.intents["CountEventsIntent"].makeIntent().run().value
        #expect(after == before + 1)

        let expectation = create.expect(title: .contains("Groc")).result(events.expect(title: .equals("Groceries run")))
        #expect(try await expectation.isSatisfied(by: intent, result: result))
        #expect(try await !expectation.isSatisfied(by: intent), "no result: the result check sees no value")
        #expect(try await create.result(events.expect(calendar: calendars.expect(title: .equals("Deep Space")))).isSatisfied(by: intent, result: result))
        #expect(try await create.expect(title: .notNil).result(nil).isSatisfied(by: intent), "nil leaves the result unchecked")
        #expect(try await !create.expect(title: .notNil).result(.isNil).isSatisfied(by: intent, result: result))
        #expect(try await create.expect(title: .notNil).result(.isNil).isSatisfied(by: intent), "isNil expects no result")
        let counted: Int = try await definitions.intents["CountEventsIntent"].makeIntent().run().value
        #expect(counted == after, "checking never ran the intent")

        let created: AnyAppEntity = try result.value
        let revise = update.makeIntent(event: created, title: "Groceries run (revised)")
        #expect(try await update.expect(event: events.expectIdentifier(created.identifier.instanceIdentifier), title: .contains("revised")).isSatisfied(by: revise))
        #expect(try await update.expect(event: events).isSatisfied(by: revise))
        #expect(try await !update.expect(event: calendars).isSatisfied(by: revise))
    }
}
