import Foundation
import IntentJSON
import Testing

@testable import IntentWire

/// A response error keeps its details behind a reference (so that it stays small in async frames) and still
/// reads, writes, compares and changes as the plain value it is.
@Suite struct ResponseErrorCodingTests {
    private static let detailed = ResponseError(
        code: .resolutionFailed, message: "no intent named \"Creat\" in com.example.CometCal; did you mean \"Create\"?",
        data: ErrorDetails(kind: .unknownIntent, name: "Creat", owner: "com.example.CometCal", suggestions: ["Create"]))

    @Test func encodesAsItsThreeMembers() throws {
        let text = String(decoding: JSONWriter.compact(try JSONValueEncoder.encode(Self.detailed)), as: UTF8.self)
        #expect(text.hasPrefix(#"{"code":"#))
        #expect(text.contains(#""data":{"#) && text.contains(#""kind":"unknownIntent""#) && text.contains(#""suggestions":["Create"]"#))
        let plain = ResponseError(code: .internalError, message: "plain")
        #expect(String(decoding: JSONWriter.compact(try JSONValueEncoder.encode(plain)), as: UTF8.self) == #"{"code":-32603,"message":"plain"}"#)
    }

    @Test func decodesWhatItEncodes() throws {
        for error in [Self.detailed, ResponseError(code: .cancelled, message: "cancelled")] {
            let decoded = try JSONValueDecoder.decode(ResponseError.self, from: try JSONValueEncoder.encode(error))
            #expect(decoded == error)
            #expect(decoded.hashValue == error.hashValue)
            #expect(decoded.kind == error.kind)
        }
    }

    @Test func changingACopysDetailsLeavesTheOriginal() {
        var copy = Self.detailed
        copy.data?.name = "Other"
        #expect(copy.data?.name == "Other")
        #expect(Self.detailed.data?.name == "Creat")
        #expect(copy != Self.detailed)
        copy.data = nil
        #expect(copy.kind == .unspecified)
        copy.data = Self.detailed.data
        copy.data?.name = "Creat"
        #expect(copy == Self.detailed)
    }
}
