import Foundation
import IntentKitTesting
import IntentWire
import Testing

/// Typed reads of wire values (`let n: Int = try result.value`), in process: what each type accepts, and the
/// error that names the path and what it was instead.
@Suite struct ValueConversionTests {
    private let context = IntentValueContext(bundleIdentifier: "com.example.CometCal", path: "CreateEventIntent.result.title")

    @Test func eachTypeReadsItsOwnCase() throws {
        #expect(try String(intentValue: .string("Dock"), context: context) == "Dock")
        #expect(try String(intentValue: .enumCase(EnumValue(typeIdentifier: "EventStatus", rawValue: "confirmed")), context: context) == "confirmed")
        #expect(try Int(intentValue: .int(3), context: context) == 3)
        #expect(try Double(intentValue: .int(3), context: context) == 3, "an integer reads as a double")
        #expect(try Double(intentValue: .duration(90), context: context) == 90)
        #expect(try Bool(intentValue: .bool(true), context: context))
        let date = Date(timeIntervalSinceReferenceDate: 817_714_800.25)
        #expect(try Date(intentValue: .date(date), context: context) == date)
        let money = IntentCurrencyAmount(amount: Decimal(string: "12.50")!, currencyCode: "EUR")
        #expect(try IntentCurrencyAmount(intentValue: .currencyAmount(money), context: context) == money)
    }

    @Test func aValueOfAnotherTypeNamesThePathAndWhatItWas() {
        #expect {
            _ = try Int(intentValue: .string("three"), context: context)
        } throws: { error in
            guard let error = error as? IntentValueError else { return false }
            return error.kind == .typeMismatch && error.message.hasPrefix("CreateEventIntent.result.title is ") && error.message.hasSuffix(", not Int")
        }
        #expect {
            _ = try Date(intentValue: .null, context: context)
        } throws: { error in
            (error as? IntentValueError)?.message == "CreateEventIntent.result.title is nil, not Date"
        }
    }

    @Test func aFileWithoutContentsIsRefused() throws {
        let file = try IntentFile.read(fromJSON: #"{"filename":"remote.txt","url":"https://example.com/remote.txt"}"#)
        #expect {
            _ = try IntentFile(intentValue: .file(file), context: context)
        } throws: { error in
            (error as? IntentValueError)?.message == "CreateEventIntent.result.title: the file remote.txt has neither data nor a file URL"
        }
    }

    @Test func valuesExpressThemselvesAsTheirWireCase() {
        #expect(3.makeExpression().value == .int(3))
        #expect("Dock".makeExpression().value == .string("Dock"))
        let money = IntentCurrencyAmount(amount: 5, currencyCode: "EUR")
        #expect(money.makeExpression().value == .currencyAmount(money))
    }
}

extension IntentFile {
    /// A file as a client in another language would send it.
    fileprivate static func read(fromJSON text: String) throws -> IntentFile {
        try JSONDecoder().decode(IntentFile.self, from: Data(text.utf8))
    }
}
