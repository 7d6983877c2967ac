import Foundation
import IntentKitTesting
import Testing

/// `Decimal` and `AttributedString` as values on both sides: a decimal crosses exactly, an attributed string as its text.
@Suite(.isolatedApp("com.example.FaultyApp"))
struct DecimalValueTests {
    let probe = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp").intents["DecimalProbeIntent"]

    @Test func aDecimalCrossesExactlyBothWays() async throws {
        let result = try await probe.makeIntent(amount: Decimal(string: "0.2")!, note: AttributedString("hello")).run()
        let values: [Decimal] = try result.value
        #expect(values == [Decimal(string: "0.3")!, 5], "0.2 + 0.1 is 0.3 exactly, as a Double would not be")
        let first: Decimal = try result.value[0]
        #expect("\(first)" == "0.3")
    }

    @Test func aDecimalParameterTakesWholeNumbersDoublesAndDecimalText() async throws {
        let fromInt: [Decimal] = try await probe.makeIntent(amount: 2).run().value
        #expect(fromInt.first == Decimal(string: "2.1")!)
        let fromDouble: [Decimal] = try await probe.makeIntent(amount: 0.2).run().value
        #expect(fromDouble.first == Decimal(string: "0.3")!, "a double is read by its shortest text")
        let fromText: [Decimal] = try await probe.makeIntent(amount: "12.50").run().value
        #expect(fromText.first == Decimal(string: "12.6")!)
        await #expect {
            try await probe.makeIntent(amount: "12,50").run()
        } throws: { error in
            (error as? IntentRequestError)?.kind == .typeMismatch
        }
    }

    @Test func theMetadataNamesTheType() async throws {
        let metadata = try await IntentDefinitions(bundleIdentifier: "com.example.FaultyApp").session.metadata()
        let parameters = try #require(metadata.intents.first { $0.name == "DecimalProbeIntent" }?.parameters)
        #expect(parameters.map(\.type) == [.decimal, .string])
    }

    @Test func anAttributedStringReadsAsItsText() throws {
        let text = try AttributedString(intentValue: .string("Orbit"), context: IntentValueContext(bundleIdentifier: "", path: "note"))
        #expect(String(text.characters) == "Orbit")
        #expect(AttributedString("x").makeExpression().value == .string("x"))
    }
}
