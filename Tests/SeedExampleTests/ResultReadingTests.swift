// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
// The block has no import lines of its own; these are the ones every file of such a test target needs.
import XCTest
import AppIntentsTesting

// The block reads one `result` three ways, each meant for a different kind of intent (a number, a value, an enum).
// Each way is a function here, its lines as written plus a `return` of what it binds, run against a result of its kind.
final class ResultReadingTests: CalendarTestCase {
func primitive(_ result: ResolvedIntentResult) throws -> Double {
// Primitive result — bind the expected type (Double / String / … conform to IntentValueConvertible):
let miles: Double = try result.value
return miles
}

func converted(_ result: ResolvedIntentResult) throws -> String {
// Convert the value path to another IntentValueConvertible type with .as(_:):
let name = try result.value.as(String.self)
return name
}

func enumerated(_ result: ResolvedIntentResult) throws {
// An enum result comes back as AnyAppEnum — read rawValue (or .as(_:) for a LosslessStringConvertible type):
let status: AnyAppEnum = try result.value
XCTAssertEqual(status.rawValue, "confirmed")
}

    func testANumberReadsAsTheTypeItIsBoundTo() async throws {
        let count = try await definitions.intents["CountEventsIntent"].makeIntent().run()
        let events = try await eventEntity.allEntities()
        XCTAssertEqual(try primitive(count), Double(events.count))
    }

    func testAnEnumReadsAsItsRawValueAndAsAnyAppEnum() async throws {
        let matches = try await eventEntity.entities(matching: "Cosmic Ray Calibration")
        let event = try XCTUnwrap(matches.first)
        let status = try await definitions.intents["EventStatusIntent"].makeIntent(event: event).run()
        XCTAssertEqual(try converted(status), "confirmed")
        try enumerated(status)
    }
}
