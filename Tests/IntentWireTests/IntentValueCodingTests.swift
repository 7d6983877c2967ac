import Foundation
import IntentJSON
import Testing

@testable import IntentWire

@Suite struct IntentValueCodingTests {
    static let samples: [IntentValue] = [
        .null, .bool(true), .int(-42), .double(2.5), .string("Deep \"Space\"\nline"),
        .date(Date(timeIntervalSinceReferenceDate: 817_652_567.211_375_2)),
        .url(URL(string: "https://example.com/a?b=c")!), .duration(90.5),
        .array([.int(1), .null, .string("x")]),
        .entity(EntityValue(typeIdentifier: "EventEntity", instanceIdentifier: "E1", properties: ["title": .string("T")], display: DisplayRepresentationValue(title: "T", subtitle: "S"))),
        .entity(EntityValue(typeIdentifier: "EventEntity", instanceIdentifier: "E2", isReference: true)),
        .transientEntity(TransientEntityValue(typeIdentifier: "AttendeeEntity", properties: ["name": .string("Vega")])),
        .enumCase(EnumValue(typeIdentifier: "EventStatus", rawValue: "confirmed")),
        .union(UnionValue(typeIdentifier: "EventLocation", caseName: "address", value: .string("1 Orbit Way"))),
        .person(IntentPerson(identifier: .contact("C-7"), name: .displayName("Ada Lovelace"), handle: nil)),
        .person(richPerson),
    ]

    static var richPerson: IntentPerson {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "Grace"
        name.middleName = "Brewster"
        name.familyName = "Hopper"
        name.nickname = "Amazing Grace"
        var person = IntentPerson(
            identifier: .applicationDefined("u-42"), name: .components(name), handle: IntentPerson.Handle(emailAddress: "grace@example.com", label: .work),
            aliases: [IntentPerson.Handle(phoneNumber: "+1 555 0100"), IntentPerson.Handle(applicationDefined: "@grace", label: "Chat")], isMe: true)
        person.image = DisplayImageValue(named: "Grace")
        return person
    }

    @Test func peopleHaveOneDocumentedWireForm() throws {
        let text = String(decoding: try WireCoding.encode(IntentValue.person(Self.richPerson)), as: UTF8.self)
        #expect(
            text
                == #"{"person":{"identifier":{"applicationDefined":"u-42"},"#
                + #""name":{"components":{"namePrefix":"Dr.","givenName":"Grace","middleName":"Brewster","familyName":"Hopper","nickname":"Amazing Grace"}},"#
                + #""handle":{"emailAddress":"grace@example.com","label":"work"},"aliases":[{"phoneNumber":"+1 555 0100"},{"applicationDefined":"@grace","label":"Chat"}],"#
                + #""isMe":true,"image":{"named":"Grace"}}}"#)
        #expect(Self.richPerson.displayName == "Dr. Grace Brewster Hopper")
        #expect(IntentValue.person(Self.richPerson).description == "IntentPerson(Dr. Grace Brewster Hopper <grace@example.com>)")
        let tree = try JSONValueEncoder.encode(IntentValue.person(Self.richPerson))
        #expect(try JSONValueDecoder.decode(IntentValue.self, from: tree) == .person(Self.richPerson))
        #expect(try JSONDecoder().decode(ValueType.self, from: Data(#"{"kind":"IntentPerson"}"#.utf8)) == .person)
    }

    @Test(arguments: [
        (#"{"person":{"name":{"displayName":"Ada"}}}"#, #"at "person": missing required key "identifier""#),
        (#"{"person":{"identifier":{"contact":"C"},"name":{"displayName":"Ada","components":{}}}}"#, #"a person's name has no key "displayName"; expected components"#),
        (#"{"person":{"identifier":{"email":"C"},"name":{"displayName":"Ada"}}}"#, #"a person's identifier has no key "email"; expected contact, applicationDefined"#),
        (#"{"person":{"identifier":{"contact":"C"},"name":{"displayName":"Ada"},"age":3}}"#, #"a person has no key "age"; expected identifier, name"#),
        (
            #"{"person":{"identifier":{"contact":"C"},"name":{"displayName":"Ada"},"handle":{"label":"home"}}}"#,
            "a person's handle needs exactly one of emailAddress, phoneNumber, applicationDefined; found none"
        ),
        (#"{"person":{"identifier":{},"name":{"displayName":"Ada"}}}"#, "a person's identifier needs exactly one of contact, applicationDefined"),
    ])
    func malformedPeopleAreNamed(_ json: String, _ fragment: String) {
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(IntentValue.self, from: Data(json.utf8)) }
        #expect(DecodingErrorDescription.describe(error!).contains(fragment), "\(DecodingErrorDescription.describe(error!))")
    }

    @Test(arguments: samples)
    func roundTrips(_ value: IntentValue) throws {
        let data = try WireCoding.encode(value)
        #expect(!data.contains(0x0A), "no raw newline inside a message")
        #expect(try JSONDecoder().decode(IntentValue.self, from: data) == value)
    }

    @Test func dateRoundTripsBitExactly() throws {
        for _ in 0..<1000 {
            let date = Date(timeIntervalSinceReferenceDate: Double.random(in: -1e9...1e9))
            let back = try JSONDecoder().decode(IntentValue.self, from: WireCoding.encode(IntentValue.date(date)))
            #expect(back == .date(date))
        }
        let now = Date()
        #expect(try JSONDecoder().decode(IntentValue.self, from: WireCoding.encode(IntentValue.date(now))) == .date(now))
    }

    @Test(arguments: [
        (#"null"#, IntentValue.null),
        (#"{"string":"x"}"#, .string("x")),
        (#"{"int":3}"#, .int(3)),
        (#"{"date":"2026-11-29T13:40:00Z"}"#, .date(ISO8601DateFormatter().date(from: "2026-11-29T13:40:00Z")!)),
        (#"{"enum":{"type":"EventStatus","case":"tentative"}}"#, .enumCase(EnumValue(typeIdentifier: "EventStatus", rawValue: "tentative"))),
        (#"{"entity":{"type":"EventEntity","id":"A"}}"#, .entity(EntityValue(typeIdentifier: "EventEntity", instanceIdentifier: "A"))),
    ])
    func decodesHandWrittenJSON(_ json: String, _ expected: IntentValue) throws {
        #expect(try JSONDecoder().decode(IntentValue.self, from: Data(json.utf8)) == expected)
    }

    @Test(arguments: [
        (#"{"string":"x","int":3}"#, "exactly one of the keys"),
        (#"{"color":"red"}"#, "exactly one of the keys"),
        (#"{"date":"yesterday"}"#, #"date "yesterday" is neither seconds since 2001 nor ISO 8601"#),
        (#"{"url":""}"#, #""" is not a URL"#),
    ])
    func rejectsMalformedValues(_ json: String, _ fragment: String) {
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(IntentValue.self, from: Data(json.utf8)) }
        #expect(DecodingErrorDescription.describe(error!).contains(fragment))
    }

    @Test func unsetAndExplicitNilStayApart() throws {
        let request = RunIntentRequest(intent: "UpdateEventIntent", parameters: ["notes": .null])
        let json = String(decoding: try WireCoding.encode(request), as: UTF8.self)
        #expect(json.contains(#""notes":null"#))
        let back = try JSONDecoder().decode(RunIntentRequest.self, from: Data(json.utf8))
        #expect(back.parameters["notes"] == .null)
        #expect(back.parameters["title"] == nil)
    }

    @Test func noValueAndNilValueStayApart() throws {
        let none = try JSONDecoder().decode(RunIntentResponse.self, from: WireCoding.encode(RunIntentResponse(value: nil)))
        let nilValue = try JSONDecoder().decode(RunIntentResponse.self, from: WireCoding.encode(RunIntentResponse(value: .null)))
        #expect(none.value == nil)
        #expect(nilValue.value == .null)
    }

    @Test(arguments: [
        ValueType.string, .date, .array(.transientEntity("AttendeeEntity")), .optional(.enumeration("EventStatus")), .entity("CalendarEntity"), .union("EventLocation"),
    ])
    func valueTypesRoundTrip(_ type: ValueType) throws {
        #expect(try JSONDecoder().decode(ValueType.self, from: WireCoding.encode(type)) == type)
    }

    @Test func valueTypesPrintInSwiftSpelling() {
        #expect(ValueType.optional(.array(.entity("EventEntity"))).description == "[EventEntity]?")
    }
}
