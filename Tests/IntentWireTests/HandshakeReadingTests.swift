import Foundation
import IntentJSON
import Testing

@testable import IntentWire

/// The handshake's answer read straight from its text: the same text is decoded once, any other text afresh.
@Suite struct HandshakeReadingTests {
    static func response(_ name: String, intents: [String]) -> InitializeResponse {
        InitializeResponse(
            metadata: AppMetadata(
                app: AppDescriptor(bundleIdentifier: "org.example.\(name)", name: name, version: "1"),
                intents: intents.map { IntentDescriptor(name: $0, title: $0, parameters: [ParameterDescriptor(name: "count", title: "Count", type: .int)], resultType: .int) }))
    }

    private func read(_ response: InitializeResponse) throws -> InitializeResponse? {
        try InitializeResponse.read(from: try response.jsonBytes())
    }

    @Test func eachTextReadsAsItsOwnAnswerHoweverTheyAlternate() throws {
        let solar = Self.response("Solar", intents: ["VisitIntent", "ConfirmIntent"])
        let lunar = Self.response("Lunar", intents: ["VisitIntent"])
        for response in [solar, solar, lunar, solar, lunar, lunar] {
            #expect(try read(response) == response)
        }
    }

    @Test func anAnswerThatDoesNotDecodeIsAnErrorAndForgetsNothing() throws {
        let solar = Self.response("Solar", intents: ["VisitIntent"])
        #expect(try read(solar) == solar)
        for text in [#"{"protocolVersion":1}"#, #"{"protocolVersion":"one","metadata":{}}"#, "", "[1,2"] {
            let bytes = Array(text.utf8)
            #expect(throws: JSONCodingError.self, "\(text)") { try InitializeResponse.read(from: bytes) }
        }
        #expect(try read(solar) == solar)
    }
}
