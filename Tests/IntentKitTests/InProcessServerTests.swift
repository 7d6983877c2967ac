import Foundation
import IntentKitTestSupport
import IntentTransport
import Synchronization
import Testing

@testable import IntentKit
@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// The app's request handlers, served over a real pipe pair inside the test process.
final class InProcessApp: Sendable {
    let client: Connection

    init(_ description: IntentAppDescription = testApp, answering prompts: @escaping @Sendable (PromptRequest) throws -> PromptResponse = { _ in PromptResponse(confirmed: true) }) {
        let toApp = TestPipe()
        let toTest = TestPipe()
        let registry = Registry(description)
        let server = Connection(name: "test", input: toApp.readEnd, output: toTest.writeEnd, router: IntentServer.router(for: registry, onShutdown: {}), closesInputAtEnd: true)
        var clientRouter = RequestRouter()
        clientRouter.register(PromptRequest.self) { prompt, _ in try prompts(prompt) }
        client = Connection(name: "app", input: toTest.readEnd, output: toApp.writeEnd, router: clientRouter, closesInputAtEnd: true)
        server.start()
        client.start()
    }

    func run(_ intent: String, _ parameters: [String: IntentValue] = [:]) async throws -> RunIntentResponse {
        try await client.send(RunIntentRequest(intent: intent, parameters: parameters))
    }
}

@Suite struct InProcessServerTests {
    @Test func handshakeReturnsMetadata() async throws {
        let app = InProcessApp()
        let response = try await app.client.send(InitializeRequest(clientName: "tests"))
        #expect(response.metadata.app.bundleIdentifier == "org.example.Solar")
        let old = await #expect(throws: ResponseError.self) { try await app.client.send(InitializeRequest(protocolVersion: 0, clientName: "old")) }
        #expect(old?.message == "org.example.Solar speaks protocol version 1, but the client asked for 0")
    }

    @Test func resolvesParametersAndHonoursValueState() async throws {
        let app = InProcessApp()
        let unset = try await app.run("VisitIntent", ["planet": .string("mars")])
        #expect(unset.value == .string("Mars crew=3 note=unset probes=0 mass=0.0 mood=-"))
        let cleared = try await app.run("VisitIntent", ["planet": .string("Jupiter"), "note": .null, "crew": .double(5)])
        #expect(cleared.value == .string("Jupiter crew=5 note=nil probes=0 mass=0.0 mood=-"))
        let probe = IntentValue.transientEntity(TransientEntityValue(typeIdentifier: "Probe", properties: ["label": .string("P1"), "mass": .int(12)]))
        let full = try await app.run(
            "VisitIntent",
            ["planet": .entity(EntityValue(typeIdentifier: "Planet", instanceIdentifier: "saturn")), "note": .string("hi"), "probes": .array([probe, probe]), "mood": .string("Bright and Sunny")])
        #expect(full.value == .string("Saturn crew=3 note=hi probes=2 mass=24.0 mood=bright"))
    }

    @Test func exactTitleBeatsPartialAndTiesAsk() async throws {
        let asked = PromptLog()
        let app = InProcessApp { prompt in
            asked.append(prompt)
            return PromptResponse(choice: 1)
        }
        let exact = try await app.run("VisitIntent", ["planet": .string("saturn")])
        #expect(exact.value == .string("Saturn crew=3 note=unset probes=0 mass=0.0 mood=-"))
        #expect(asked.prompts.isEmpty)
        let partial = try await app.run("VisitIntent", ["planet": .string("a")])
        #expect(partial.value == .string("Saturn crew=3 note=unset probes=0 mass=0.0 mood=-"))
        let prompt = try #require(asked.prompts.first)
        #expect(prompt.kind == .disambiguation)
        #expect(prompt.parameter == "planet")
        #expect(prompt.dialog == #"Which planet do you mean by "a": "Mars", "Saturn", "Saturn V"?"#)
        #expect(prompt.options?.count == 3)
    }

    @Test func missingRequiredValueIsAskedFor() async throws {
        let app = InProcessApp { prompt in
            #expect(prompt.kind == .value)
            #expect(prompt.valueType == .entity("Planet"))
            return PromptResponse(value: .string("Mars"))
        }
        #expect(try await app.run("VisitIntent").value == .string("Mars crew=3 note=unset probes=0 mass=0.0 mood=-"))
    }

    @Test func confirmationsAreAskedAndDeclinesCancel() async throws {
        let accepting = InProcessApp()
        #expect(try await accepting.run("ConfirmIntent").dialog == DialogValue(full: "Launched."))
        let declining = InProcessApp { _ in PromptResponse(confirmed: false) }
        let error = await #expect(throws: ResponseError.self) { try await declining.run("ConfirmIntent") }
        #expect(error?.code == .cancelled)
        #expect(error?.message == #"ConfirmIntent was cancelled: the confirmation "Launch now?" was declined"#)
    }

    @Test func anAnswerWithoutWhatThePromptAskedForIsRefused() async throws {
        // A value prompt answered with no value (or with another prompt's answer) used to set the parameter to nil,
        // and an error blamed a nil the client never sent; a confirmation answered so was read as declined.
        for answer in [PromptResponse(), PromptResponse(confirmed: true), PromptResponse(choice: 0)] {
            let error = await #expect(throws: ResponseError.self) { try await InProcessApp { _ in answer }.run("VisitIntent") }
            #expect(error?.code == .promptUnanswered)
            #expect(error?.kind == .invalidAnswer)
            #expect(error?.data?.name == "planet")
            #expect(error?.message.hasPrefix(#"the answer to the prompt ""#) == true)
            #expect(error?.message.hasSuffix(#"" has no "value"; answer {"value":V}, or {"cancelled":true} to cancel"#) == true, "\(error?.message ?? "")")
        }
        for answer in [PromptResponse(), PromptResponse(value: .bool(true)), PromptResponse(choice: 0)] {
            let error = await #expect(throws: ResponseError.self) { try await InProcessApp { _ in answer }.run("ConfirmIntent") }
            #expect(error?.code == .promptUnanswered)
            #expect(error?.kind == .invalidAnswer)
            #expect(error?.message == #"the answer to the prompt "Launch now?" has no "confirmed"; answer {"confirmed":true} or {"confirmed":false}, or {"cancelled":true} to cancel"#)
        }
        // An explicit null is a value: nil, which a required parameter refuses by its type.
        let null = await #expect(throws: ResponseError.self) { try await InProcessApp { _ in PromptResponse(value: .null) }.run("VisitIntent") }
        #expect(null?.kind == .typeMismatch)
    }

    @Test func parametersCanAskDuringPerform() async throws {
        let asked = PromptLog()
        let app = InProcessApp { prompt in
            asked.append(prompt)
            return prompt.kind == .disambiguation ? PromptResponse(choice: 1) : PromptResponse(confirmed: false)
        }
        #expect(try await app.run("MoodCheckIntent").value == .string("bright crew-confirmed=false"))
        #expect(asked.prompts.map(\.kind) == [.disambiguation, .confirmation])
        #expect(asked.prompts.map(\.parameter) == ["mood", nil])
        #expect(asked.prompts.map(\.dialog) == ["How do you feel?", "Use 3 for crew?"])
        #expect(asked.prompts[0].options == [.enumCase(EnumValue(typeIdentifier: "Mood", rawValue: "calm")), .enumCase(EnumValue(typeIdentifier: "Mood", rawValue: "bright"))])
        let given = try await InProcessApp().run("MoodCheckIntent", ["mood": .string("calm")])
        #expect(given.value == .string("calm crew-confirmed=true"))
    }

    @Test func thrownErrorsCarryTypeCodeAndMessage() async throws {
        let error = await #expect(throws: ResponseError.self) { try await InProcessApp().run("FailingIntent") }
        #expect(error?.code == .appFailed)
        #expect(error?.message == "FailingIntent failed: engine stalled at stage 2")
        #expect(error?.data?.errorType == "Failure")
        #expect(error?.data?.errorCode == "engineStalled")
    }

    @Test(arguments: [
        (["planet": IntentWire.IntentValue.string("Pluto")], #"parameter "planet" of VisitIntent: no Planet matches "Pluto"; valid names are "Mars", "Jupiter", "Saturn", "Saturn V""#),
        (["planet": .string("Mars"), "crew": .string("many")], #"parameter "crew" of VisitIntent expects Int, but was given String "many""#),
        (["planet": .string("Mars"), "mood": .string("grumpy")], #"parameter "mood" of VisitIntent: "grumpy" is not a case of Mood; valid names are "calm", "bright""#),
        (
            ["planet": .string("Mars"), "probes": .array([.transientEntity(TransientEntityValue(typeIdentifier: "Probe", properties: ["lable": .string("x")]))])],
            #"parameter "probes[0]" of VisitIntent: Probe has no property "lable"; did you mean "label"?"#
        ),
        (["planet": .entity(EntityValue(typeIdentifier: "Planet", instanceIdentifier: "vulcan"))], #"parameter "planet" of VisitIntent: no Planet with identifier "vulcan" exists"#),
        (["plant": .string("Mars")], #"VisitIntent has no parameter "plant"; did you mean "planet"?"#),
        (["planet": .string("Mars"), "crew": .null], #"parameter "crew" of VisitIntent is required (Int) and cannot be set to nil"#),
    ])
    func badInputIsAResolutionError(_ parameters: [String: IntentWire.IntentValue], _ message: String) async throws {
        let error = await #expect(throws: ResponseError.self) { try await InProcessApp().run("VisitIntent", parameters) }
        #expect(error?.code == .resolutionFailed)
        #expect(error?.message == message)
    }

    @Test func queriesRunAndUnsupportedOnesExplainThemselves() async throws {
        let app = InProcessApp()
        let all = try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .all)))
        #expect(all.entities.map(\.instanceIdentifier) == ["mars", "jupiter", "saturn", "saturn-v"])
        #expect(all.entities[1].properties == ["name": .string("Jupiter"), "moons": .int(95), "mood": .enumCase(EnumValue(typeIdentifier: "Mood", rawValue: "bright"))])
        let byID = try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .identifiers, identifiers: ["saturn", "nope"])))
        #expect(byID.entities.map(\.instanceIdentifier) == ["saturn"])
        let error = await #expect(throws: ResponseError.self) {
            try await app.client.send(EntityQueryRequest(entity: "Planet", query: EntityQuerySpec(kind: .string, string: "x")))
        }
        #expect(error?.message == #"Planet does not answer entities(matching: "x"): its query PlanetQuery is not an EntityStringQuery; it answers identifiers, suggested, all"#)
        let unknown = await #expect(throws: ResponseError.self) {
            try await app.client.send(EntityQueryRequest(entity: "Planets", query: EntityQuerySpec(kind: .all)))
        }
        #expect(unknown?.message == #"no entity named "Planets" in org.example.Solar; did you mean "Planet"?"#)
    }

    @Test func unknownIntentSuggestsTheClosest() async throws {
        let error = await #expect(throws: ResponseError.self) { try await InProcessApp().run("VistIntent") }
        #expect(error?.message == #"no intent named "VistIntent" in org.example.Solar; did you mean "VisitIntent"?"#)
    }
}

/// Prompts seen by a test, collected across threads.
final class PromptLog: Sendable {
    private let storage = Mutex<[PromptRequest]>([])
    func append(_ prompt: PromptRequest) { storage.withLock { $0.append(prompt) } }
    var prompts: [PromptRequest] { storage.withLock { $0 } }
}
