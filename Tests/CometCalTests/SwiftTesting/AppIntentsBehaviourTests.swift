import Foundation
import IntentKitTesting
import Synchronization
import Testing

/// What Apple's declarations mean at run time, through the real process: measurements, money, files and calendar
/// fields round-trip; declared ranges, signs and content types are enforced; `needs…Error` asks and performs again;
/// defaults come from options providers and entity queries; a result can open another intent.
@Suite struct AppIntentsBehaviourTests {
    static let trails = "com.example.DocSnippetsApp"

    private func withTrails<Result: Sendable>(_ body: (AppSession, IntentDefinitions) async throws -> Result) async throws -> Result {
        try await TestSessions.with(Self.trails, body)
    }

    @Test func measurementsRoundTripInTheUnitTheAppChose() async throws {
        try await withTrails { _, definitions in
            let result = try await definitions.intents["LogHike"].makeIntent(trail: "Granite Loop", distance: Measurement(value: 3_000, unit: UnitLength.meters)).run()
            let total: Measurement<UnitLength> = try result.value
            #expect(total == Measurement(value: 3, unit: UnitLength.kilometers))
            #expect(total.unit.symbol == "km")
            #expect(result.dialog?.full == "Logged 3000.0 m on Granite Loop.")
            let trail = try await definitions.entities["TrailEntity"].entities(matching: "Granite").first
            let gain: Measurement<UnitLength> = try #require(trail).gain
            #expect(gain.converted(to: .meters).value == 640)
            let fee: IntentCurrencyAmount = try #require(trail).fee
            #expect(fee == IntentCurrencyAmount(amount: 5, currencyCode: "EUR"))
            let ranger: IntentPerson = try #require(trail).ranger
            #expect(ranger.displayName == "Robin Ranger")
            #expect(ranger.handle == IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .work))
            let noRanger = try await definitions.entities["TrailEntity"].entities(matching: "Cedar Ridge").first
            #expect(try #require(noRanger).ranger.as(IntentPerson?.self) == nil)
        }
    }

    @Test func declaredRangesAndSignsAreEnforced() async throws {
        try await withTrails { _, definitions in
            let effort = await #expect(throws: IntentRequestError.self) {
                try await definitions.intents["LogHike"].makeIntent(trail: "Granite Loop", distance: Measurement(value: 2, unit: UnitLength.kilometers), effort: 11).run()
            }
            #expect(effort?.kind == .outOfRange)
            #expect(effort?.message == #"parameter "effort" of LogHike must be in 1...10, but was given 11"#)
            let negative = await #expect(throws: IntentRequestError.self) {
                try await definitions.intents["LogHike"].makeIntent(trail: "Granite Loop", distance: Measurement(value: -2, unit: UnitLength.kilometers)).run()
            }
            #expect(negative?.message == #"parameter "distance" of LogHike cannot be negative, but was given -2 km"#)
            let unit = await #expect(throws: IntentRequestError.self) {
                try await definitions.intents["LogHike"].makeIntent(trail: "Granite Loop", distance: Measurement(value: 2, unit: UnitMass.kilograms)).run()
            }
            #expect(unit?.message == #"parameter "distance" of LogHike: a UnitMass measurement is not a UnitLength measurement"#)
        }
    }

    @Test func needsValueErrorAsksAndPerformsAgain() async throws {
        try await withTrails { _, definitions in
            let answered = try await definitions.intents["LogHike"].makeIntent(trail: "Cedar Ridge", distance: Measurement(value: 0, unit: UnitLength.kilometers))
                .run(prompts: .providing(Measurement(value: 5, unit: UnitLength.kilometers), for: "distance"))
            #expect(try answered.value.as(Measurement<UnitLength>.self) == Measurement(value: 5, unit: UnitLength.kilometers))
            let unanswered = await #expect(throws: IntentPerformError.self) {
                try await definitions.intents["LogHike"].makeIntent(trail: "Cedar Ridge", distance: Measurement(value: 0, unit: UnitLength.kilometers)).run()
            }
            #expect(unanswered?.kind == .promptUnanswered)
            #expect(unanswered?.message.contains(#""How far did you hike?""#) == true, "\(String(describing: unanswered))")
        }
    }

    @Test func needsDisambiguationErrorOffersTheCandidates() async throws {
        try await withTrails { session, definitions in
            let seen = Mutex<[PromptRequest]>([])
            session.promptHandler = { prompt in
                seen.withLock { $0.append(prompt) }
                return PromptResponse(choice: 1)
            }
            let result = try await definitions.intents["SetHomeRegion"].makeIntent(region: "cascade").run()
            #expect(try result.value.as(String.self) == "Cascade Foothills")
            let prompt = try #require(seen.withLock { $0.first })
            #expect(prompt.kind == .disambiguation)
            #expect(prompt.dialog == "Which region?")
            #expect(prompt.options == [.string("Cascades"), .string("Cascade Foothills")])
        }
    }

    @Test func omittedRequiredParametersTakeTheAppsDefaults() async throws {
        try await withTrails { _, definitions in
            let region = try await definitions.intents["SetHomeRegion"].makeIntent().run()
            #expect(try region.value.as(String.self) == "Sierra Nevada", "the options provider's default, without asking")
            let photo = IntentFile(data: Data([0x89, 0x50, 0x4E, 0x47]), filename: "summit.png", type: .png)
            let attached = try await definitions.intents["AttachPhoto"].makeIntent(photo: photo).run()
            #expect(try attached.value.as(String.self) == "summit.png (4 bytes, public.png) on Granite Loop", "the entity query's defaultResult()")
        }
    }

    @Test func filesRoundTripAndTheirTypesAreChecked() async throws {
        try await withTrails { _, definitions in
            let byExtension = IntentFile(data: Data("jpeg".utf8), filename: "ridge.jpeg")
            let attached = try await definitions.intents["AttachPhoto"].makeIntent(photo: byExtension, trail: "Cedar Ridge").run()
            #expect(try attached.value.as(String.self) == "ridge.jpeg (4 bytes, public.jpeg) on Cedar Ridge")
            let text = IntentFile(data: Data("hello".utf8), filename: "notes.txt", type: .plainText)
            let error = await #expect(throws: IntentRequestError.self) { try await definitions.intents["AttachPhoto"].makeIntent(photo: text).run() }
            #expect(error?.message == #"parameter "photo" of AttachPhoto accepts public.png, public.jpeg files, but was given notes.txt (public.plain-text)"#)
        }
    }

    @Test func moneyDatesAndConfirmationsWithAnActionName() async throws {
        try await withTrails { session, definitions in
            let seen = Mutex<[PromptRequest]>([])
            session.promptHandler = { prompt in
                seen.withLock { $0.append(prompt) }
                return nil
            }
            let day = DateComponents(year: 2026, month: 12, day: 24)
            let price = IntentCurrencyAmount(amount: Decimal(string: "12.50")!, currencyCode: "EUR")
            let result = try await definitions.intents["BuyPermit"].makeIntent(trail: "Granite Loop", day: day, price: price).run()
            let receipt: IntentFile = try result.value
            #expect(receipt.filename == "permit.txt")
            #expect(receipt.type == .plainText)
            #expect(String(decoding: receipt.data, as: UTF8.self) == "Permit for Granite Loop on 2026-12-24: 12.5 EUR")
            let prompt = try #require(seen.withLock { $0.first })
            #expect(prompt.kind == .confirmation)
            #expect(prompt.actionName == "buy")
            #expect(prompt.dialog == "Buy a permit for Granite Loop at 12.5 EUR?")
            let declined = await #expect(throws: IntentPerformError.self) {
                try await definitions.intents["BuyPermit"].makeIntent(trail: "Granite Loop", day: day, price: price).run(prompts: .declineConfirmations)
            }
            #expect(declined?.kind == .cancelled)
        }
    }

    @Test func peopleRoundTripWithTheirNamesHandlesAndImages() async throws {
        try await withTrails { _, definitions in
            let ada = IntentPerson(
                identifier: .contact("C-7"), name: .displayName("Ada Lovelace"), handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .home))
            let result = try await definitions.intents["InviteHikingPartner"].makeIntent(partner: ada, trail: "Granite Loop").run()
            #expect(result.dialog?.full == "Invited Ada Lovelace (ada@example.com) to Granite Loop.")
            let host: IntentPerson = try result.value
            var name = PersonNameComponents()
            name.givenName = "Robin"
            name.familyName = "Ranger"
            #expect(host.identifier == .applicationDefined("ranger-1"))
            #expect(host.name == .components(name))
            #expect(host.displayName == "Robin Ranger")
            #expect(host.handle == IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .work))
            #expect(host.aliases == [IntentPerson.Handle(.applicationDefined("@robin"), label: IntentPerson.Handle.Label(rawValue: "Trail Chat"))])
            #expect(host.isMe)
            #expect(host.image?.systemName == "person.crop.circle")

            let noHandle = IntentPerson(identifier: .applicationDefined("grace"), name: .displayName("Grace Hopper"), handle: nil)
            let answered = try await definitions.intents["InviteHikingPartner"].makeIntent(partner: noHandle, trail: "Granite Loop")
                .run(prompts: .providing(IntentPerson(handle: IntentPerson.Handle(phoneNumber: "+1 555 0199")), for: "partner"))
            #expect(answered.dialog?.full == "Invited +1 555 0199 (+1 555 0199) to Granite Loop.")
            let unanswered = await #expect(throws: IntentPerformError.self) {
                try await definitions.intents["InviteHikingPartner"].makeIntent(partner: noHandle, trail: "Granite Loop").run()
            }
            #expect(unanswered?.message.contains(#""How can Grace Hopper be reached?""#) == true, "\(String(describing: unanswered))")
            let wrongType = await #expect(throws: IntentRequestError.self) {
                try await definitions.intents["InviteHikingPartner"].makeIntent(partner: 42, trail: "Granite Loop").run()
            }
            #expect(wrongType?.message.contains("IntentPerson") == true, "\(String(describing: wrongType))")
            let blank = IntentPerson(identifier: .contact("C-9"), name: .displayName("Blank"), handle: IntentPerson.Handle(emailAddress: ""))
            let emptyHandle = await #expect(throws: IntentRequestError.self) {
                try await definitions.intents["InviteHikingPartner"].makeIntent(partner: blank, trail: "Granite Loop").run()
            }
            #expect(emptyHandle?.message.contains("a handle of Blank is empty") == true, "\(String(describing: emptyHandle))")
        }
    }

    @Test func needsConfirmationErrorPerformsAgainOnlyWhenConfirmed() async throws {
        try await withTrails { _, definitions in
            let closed = try await definitions.intents["CloseTrail"].makeIntent(trail: "Cedar Ridge", reason: "wildlife").run()
            #expect(try closed.value.as(String.self) == "Cedar Ridge is closed: wildlife")
            let declined = await #expect(throws: IntentPerformError.self) {
                try await definitions.intents["CloseTrail"].makeIntent(trail: "Cedar Creek").run(prompts: .declineConfirmations)
            }
            #expect(declined?.kind == .cancelled)
            #expect(declined?.message.contains(#""Really close Cedar Creek?""#) == true, "\(String(describing: declined))")
        }
    }

    @Test func aResultThatOpensAnIntentPerformsIt() async throws {
        try await withTrails { _, definitions in
            let result = try await definitions.intents["StartHike"].makeIntent(trail: "Cedar Ridge").run()
            #expect(result.dialog?.full == "Starting Cedar Ridge.")
            let opened = try #require(result.opensIntent)
            #expect(opened.identifier == "OpenTrail")
            #expect(opened.parameterNames == ["target"])
            #expect(try opened.target.name.as(String.self) == "Cedar Ridge")
            let last = try await definitions.intents["LastOpenedTrail"].makeIntent().run()
            #expect(try last.value.name.as(String.self) == "Cedar Ridge", "the opened intent ran")
            var again = opened
            again.target = try await definitions.entities["TrailEntity"].entities(matching: "Granite").first
            try await again.run()
            #expect(try await definitions.intents["LastOpenedTrail"].makeIntent().run().value.name.as(String.self) == "Granite Loop", "the test can run it")
        }
    }

    @Test func errorsDescribeThemselvesWithTheirLocalizedResource() async throws {
        try await withTrails { _, definitions in
            let error = await #expect(throws: IntentPerformError.self) { try await definitions.intents["SetHomeRegion"].makeIntent(region: "Atlantis").run() }
            #expect(error?.errorType == "TrailError")
            #expect(error?.errorCode == "trailClosed")
            #expect(error?.errorMessage == "Atlantis is closed.")
        }
    }

    @Test func aPropertyQueryWrittenWithPredicatesFiltersSortsAndLimits() async throws {
        try await withTrails { _, definitions in
            let trails = definitions.entities["TrailEntity"]
            let names = { (found: [AnyAppEntity]) in try found.map { try $0.name as String } }
            let hiking = try await trails.entities(where: [.contains("activities", "hiking")], sortedBy: [.descending("trailLength")])
            #expect(try names(hiking) == ["Granite Loop", "Cedar Ridge"], "an array property contains an element")
            let short = try await trails.entities(where: [.lessThan("trailLength", Measurement(value: 10, unit: UnitLength.kilometers))], sortedBy: [.ascending("name")])
            #expect(try names(short) == ["Cedar Creek", "Cedar Ridge"])
            let either = try await trails.entities(
                where: [.equalTo("name", "Cedar Creek"), .contains("activities", "running")], mode: .or, sortedBy: [.ascending("trailLength")], limit: 1)
            #expect(try names(either) == ["Cedar Creek"])
            let metres = try await trails.entities(where: [.greaterThan("trailLength", Measurement(value: 9_000, unit: UnitLength.meters))])
            #expect(try names(metres) == ["Granite Loop"], "a measurement in another unit is compared by its value")
        }
    }
}
