import IntentJSON
import Testing

@testable import IntentTransport
@testable import IntentWire

/// The handshake's request, read from text: every layout the protocol allows, and errors naming the member.
@Suite struct InitializeRequestReadingTests {
    private func read(_ text: String) throws(JSONCodingError) -> InitializeRequest {
        try InitializeRequest.read(from: Array(text.utf8))
    }

    @Test(arguments: [
        (#"{"protocolVersion":1,"clientName":"IntentKitTesting"}"#, 1, "IntentKitTesting"),
        (#"{"clientName":"py","protocolVersion":1}"#, 1, "py"),
        (#" { "protocolVersion" : 2 , "clientName" : "é \"quoted\" \\ name" } "#, 2, #"é "quoted" \ name"#),
        (#"{"protocolVersion":-7,"clientName":""}"#, -7, ""),
        (#"{"protocolVersion":1,"clientName":"x","extra":true}"#, 1, "x"),
        (#"{"protocolVersion":1e0,"clientName":"x"}"#, 1, "x"),
    ])
    func readsTheShapesClientsWrite(_ text: String, version: Int, name: String) throws {
        let request = try read(text)
        #expect(request.protocolVersion == version)
        #expect(request.clientName == name)
    }

    @Test(arguments: [
        (#"{"protocolVersion":1}"#, #"missing required key "clientName""#),
        (#"{"protocolVersion":1.5,"clientName":"x"}"#, #"at "protocolVersion": 1.5 is not a whole number, as Int requires"#),
        (#"{"protocolVersion":"1","clientName":"x"}"#, #"at "protocolVersion": expected a whole number, found a string"#),
        (#"{"protocolVersion":1,"protocolVersion":2,"clientName":"x"}"#, #"at "protocolVersion": the member appears twice in its object"#),
        (#"{"protocolVersion":1,"clientName":null}"#, #"at "clientName": expected a string, found null"#),
        (#"[1,"x"]"#, "expected an object, found an array"),
        (
            #"{"protocolVersion":99999999999999999999,"clientName":"x"}"#,
            #"at "protocolVersion": 99999999999999999999 is out of range for Int, which holds -9223372036854775808 to 9223372036854775807"#
        ),
    ])
    func namesWhatIsWrongAndWhere(_ text: String, problem: String) {
        do {
            let request = try read(text)
            Issue.record("read \(request) from \(text)")
        } catch {
            #expect(error.description == problem)
        }
    }

    @Test func theRouterReadsEveryRequestFromTextAndAnswersBadParamsWithTheirError() async {
        var router = RequestRouter()
        router.register(
            InitializeRequest.self,
            answeringWithEncoded: { _, _ in
                EncodedResponse<InitializeRequest>(joining: Array("[]".utf8), around: (Array(#"{"metadata":{"intents":"#.utf8), Array("}}".utf8)))
            })
        router.register(RunIntentRequest.self) { _, _ in RunIntentResponse(value: .string("ran")) }
        router.register(ShutdownRequest.self) { _, _ in EmptyResponse() }
        func prepared(_ method: String, _ params: String) -> RequestRouter.PreparedRequest? {
            Array(params.utf8).withUnsafeBufferPointer { router.prepare(method, params: .text($0)) }
        }
        #expect(prepared("initialize", #"{"protocolVersion":1,"clientName":"t"}"#) != nil)
        #expect(prepared("intent/run", #"{"intent":"CountEventsIntent","parameters":{}}"#) != nil)
        #expect(prepared("shutdown", "{}") != nil, "every request type reads itself from text")
        #expect(prepared("unknown/method", "{}") == nil, "an unknown method is left to the connection, which names the methods")
        // Bad params in the client's own layout: the reader's error, with its path from `params` down.
        let exchange = LineExchange(router: router)
        defer { exchange.close() }
        exchange.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"clientName":"t"}}"#)
        let reply = await exchange.next()
        #expect(reply?.contains(#"invalid parameters for \"initialize\": at \"params\": missing required key \"protocolVersion\""#) == true, "\(reply ?? "no reply")")
    }
}
