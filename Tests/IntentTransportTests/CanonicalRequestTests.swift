import Foundation
import Testing

@testable import IntentTransport
@testable import IntentWire

/// A request in the client's exact form is read from its text without a tree, and answered exactly as the same
/// request in any other layout, which is parsed whole first.
@Suite struct CanonicalRequestTests {
    @Test func recognisesTheClientsForm() throws {
        let line = Array(#"{"jsonrpc":"2.0","id":42,"method":"intent/run","params":{"intent":"I","parameters":{}}}"#.utf8)
        let request = try #require(CanonicalRequest(line))
        #expect(request.id == .number(42))
        #expect(request.method == "intent/run")
        #expect(String(decoding: line[request.params], as: UTF8.self) == #"{"intent":"I","parameters":{}}"#)
    }

    @Test(arguments: [
        #"{"jsonrpc": "2.0","id":1,"method":"m","params":{}}"#, #"{"jsonrpc":"2.0","id":01,"method":"m","params":{}}"#,
        #"{"jsonrpc":"2.0","id":-1,"method":"m","params":{}}"#, #"{"jsonrpc":"2.0","id":1234567890123456789,"method":"m","params":{}}"#,
        #"{"jsonrpc":"2.0","id":"1","method":"m","params":{}}"#, #"{"jsonrpc":"2.0","id":1,"method":"m\u0041","params":{}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"é","params":{}}"#, #"{"jsonrpc":"2.0","id":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{}} "#, #"{"jsonrpc":"2.0","id":1,"params":{},"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":}"#,
        // Ids past Int.max, and of every length past 18 digits, once trapped while they were read.
        #"{"jsonrpc":"2.0","id":9223372036854775807,"method":"m","params":{}}"#,
        #"{"jsonrpc":"2.0","id":9223372036854775808,"method":"m","params":{}}"#,
        #"{"jsonrpc":"2.0","id":99999999999999999999999,"method":"m","params":{}}"#,
        #"{"jsonrpc":"2.0","id":1000000000000000000000000000000000000000,"method":"m","params":{}}"#,
    ])
    func leavesEveryOtherFormToTheGeneralPath(_ text: String) {
        #expect(CanonicalRequest(Array(text.utf8)) == nil, "\(text)")
    }

    static func router() -> RequestRouter {
        var router = RequestRouter()
        router.register(RunIntentRequest.self) { request, _ in
            let names = request.parameters.keys.sorted().joined(separator: ",")
            return RunIntentResponse(value: .string(request.intent), dialog: DialogValue(full: names))
        }
        return router
    }

    private func reply(to line: String) async -> String? {
        let exchange = LineExchange(router: Self.router())
        defer { exchange.close() }
        exchange.send(line)
        return await exchange.next()
    }

    @Test func answersTheClientsFormAsTheGeneralPathDoes() async throws {
        let paramsList = [
            #"{"intent":"Count","parameters":{}}"#,
            #"{"intent":"Create","parameters":{"title":{"string":"é \"x\""},"when":{"date":1.25},"notes":null}}"#,
            #"{"parameters":{"a":{"int":1}},"intent":"Reordered"}"#,
            // Other layouts and damaged params: the same answer (or the same error) either way.
            #"{"intent":"I","parameters":{"x":{"int":"1"}}}"#, #"{"intent":"I","parameters":{"x":{"int":1},"x":{"int":2}}}"#,
            #"{"intent":"I","parameters":{},"extra":true}"#, #"{"intent":"I"}"#, #"{"intent":7,"parameters":{}}"#, #"[1]"#, #"{"intent":"I","parameters":{}"#,
            #"{"intent":"I","parameters":{}}}"#, #"{"intent":"I","parameters":{}},"method":"other""#, #"{"intent":"I","parameters":{"s":{"string":"\#u{FFFF}\#u{1}"}}}"#,
            // Nested deeper than the parser allows: refused the same way, without exhausting the stack.
            #"{"intent":"I","parameters":{"x":"# + String(repeating: #"{"array":["#, count: 600) + String(repeating: "]}", count: 600) + "}}",
        ]
        for (position, params) in paramsList.enumerated() {
            let line = #"{"jsonrpc":"2.0","id":\#(position),"method":"intent/run","params":\#(params)}"#
            let fast = await reply(to: line)
            // The same request with its envelope's members in another order is parsed whole, then read from the tree.
            let general = await reply(to: #"{"id":\#(position),"jsonrpc":"2.0","method":"intent/run","params":\#(params)}"#)
            #expect(fast != nil && fast == general, "\(params): \(fast ?? "no reply") vs \(general ?? "no reply")")
        }
    }
}
