import Foundation
import Testing

@testable import IntentWire

/// ISO 8601 dates with long fractions of a second: Foundation's parser on Linux misreads ten digits and kills the
/// process on about forty (a fuzz finding), so the fraction is cut to nine digits before it is parsed.
@Suite struct ISO8601FractionTests {
    @Test func aFortyDigitFractionIsReadNotFatal() throws {
        let line = #"{"date":"0001-01-01T00:00:0.555555555555555555555555555555555555550Z"}"#
        let value = try JSONDecoder().decode(IntentValue.self, from: Data(line.utf8))
        guard case .date = value else {
            Issue.record("expected a date, got \(value)")
            return
        }
    }

    @Test(arguments: ["2026-01-01T00:00:00.55555555555Z", "2026-01-01T00:00:00.5555555555555555555555555Z"])
    func aLongFractionReadsAsItsFirstNineDigits(_ text: String) throws {
        let date = try #require(IntentValue.parseISO8601(text))
        let expected = try #require(IntentValue.parseISO8601("2026-01-01T00:00:00.555555555Z"))
        #expect(date == expected)
        #expect(date > Date(timeIntervalSince1970: 1_767_225_600))
    }

    @Test func textWithoutALongFractionIsLeftAsItIs() {
        for text in ["2026-01-01T00:00:00Z", "2026-01-01T00:00:00.5Z", "2026-01-01T00:00:00.123456789+02:00", "no point", "."] {
            #expect(ISO8601Fraction.cutToNineDigits(text) == text)
        }
        #expect(ISO8601Fraction.cutToNineDigits("2026-01-01T00:00:00.1234567890123+02:00") == "2026-01-01T00:00:00.123456789+02:00")
    }
}
