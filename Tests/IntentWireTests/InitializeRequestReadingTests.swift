import Testing

@testable import IntentWire

/// The handshake's request read straight from text gives what `Codable` gives, and leaves every other shape to it.
@Suite struct InitializeRequestReadingTests {
    private func direct(_ text: String) -> InitializeRequest? {
        Array(text.utf8).withUnsafeBufferPointer { JSONParser.read(InitializeRequest.self, from: $0) }
    }

    private func decoded(_ text: String) -> InitializeRequest? {
        guard let json = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        return try? JSONValueDecoder.decode(InitializeRequest.self, from: json)
    }

    @Test(arguments: [
        #"{"protocolVersion":1,"clientName":"IntentKitTesting"}"#,
        #"{"clientName":"py","protocolVersion":1}"#,
        #" { "protocolVersion" : 2 , "clientName" : "é \"quoted\" \\ name" } "#,
        #"{"protocolVersion":-7,"clientName":""}"#,
    ])
    func readsTheShapesClientsWrite(_ text: String) throws {
        let read = try #require(direct(text))
        let expected = try #require(decoded(text))
        #expect(read.protocolVersion == expected.protocolVersion)
        #expect(read.clientName == expected.clientName)
    }

    @Test(arguments: [
        #"{"protocolVersion":1}"#,
        #"{"protocolVersion":1.5,"clientName":"x"}"#,
        #"{"protocolVersion":"1","clientName":"x"}"#,
        #"{"protocolVersion":1,"clientName":"x","extra":true}"#,
        #"{"protocolVersion":1,"protocolVersion":2,"clientName":"x"}"#,
        #"{"protocolVersion":1,"clientName":null}"#,
        #"[1,"x"]"#,
        #"{"protocolVersion":99999999999999999999,"clientName":"x"}"#,
    ])
    func leavesEveryOtherShapeToTheTreePath(_ text: String) {
        #expect(direct(text) == nil)
    }

    @Test func theRouterReadsTheHandshakeAndTheHotRequestsFromText() {
        var router = RequestRouter()
        router.register(
            InitializeRequest.self,
            answeringWithEncoded: { _, _ in
                EncodedResponse<InitializeRequest>(joining: Array("[]".utf8), around: (Array(#"{"metadata":{"intents":"#.utf8), Array("}}".utf8)))
            })
        router.register(RunIntentRequest.self) { _, _ in RunIntentResponse(value: .string("ran")) }
        router.register(ShutdownRequest.self) { _, _ in EmptyResponse() }
        func prepared(_ method: String, _ params: String) -> Bool {
            Array(params.utf8).withUnsafeBufferPointer { router.prepare(method, params: $0) } != nil
        }
        #expect(prepared("initialize", #"{"protocolVersion":1,"clientName":"t"}"#))
        #expect(prepared("intent/run", #"{"intent":"CountEventsIntent","parameters":{}}"#))
        #expect(!prepared("shutdown", "{}"), "a request without a direct reader goes through the tree")
        #expect(!prepared("initialize", #"{"clientName":"t"}"#), "a shape the reader leaves is answered through the tree, which names the problem")
    }
}
