import Foundation
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
        let text = JSONWriter.compact(try JSONValueEncoder.encode(response))
        return text.withUnsafeBufferPointer { JSONParser.read(InitializeResponse.self, from: $0) }
    }

    @Test func eachTextReadsAsItsOwnAnswerHoweverTheyAlternate() throws {
        let solar = Self.response("Solar", intents: ["VisitIntent", "ConfirmIntent"])
        let lunar = Self.response("Lunar", intents: ["VisitIntent"])
        for response in [solar, solar, lunar, solar, lunar, lunar] {
            #expect(try read(response) == response)
        }
    }

    @Test func anAnswerThatDoesNotDecodeIsLeftToTheTreePath() throws {
        let solar = Self.response("Solar", intents: ["VisitIntent"])
        #expect(try read(solar) == solar)
        for text in [#"{"protocolVersion":1}"#, #"{"protocolVersion":"one","metadata":{}}"#, "", "[1,2"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { JSONParser.read(InitializeResponse.self, from: $0) } == nil, "\(text)")
        }
        #expect(try read(solar) == solar)
    }
}
