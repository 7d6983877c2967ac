import Foundation
import Testing

@testable import IntentKit

/// Interpolated localized strings: the text people see and the key a string table would look up, as Apple builds them.
@Suite struct LocalizationValueTests {
    @Test func aLoneInterpolationIsItsTextAndAPlaceholderKey() {
        let title = "Asteroid Dodgeball Practice, all afternoon"
        let value: String.LocalizationValue = "\(title)"
        #expect(value.key == "%@")
        #expect(String(localized: value) == title)
        let resource: LocalizedStringResource = "\(title)"
        #expect(resource.key == "%@")
        #expect(String(localized: resource) == title)
    }

    @Test func literalsAndInterpolationsKeepTheirOrder() {
        let when = "2026-11-30 09:00"
        let calendar = "Mission Control"
        let count = 3
        let value: String.LocalizationValue = "\(when) · \(calendar), \(count) attending"
        #expect(value.key == "%@ · %@, %lld attending")
        #expect(String(localized: value) == "2026-11-30 09:00 · Mission Control, 3 attending")
        let short: String.LocalizationValue = "at \(calendar)"
        #expect(short.key == "at %@")
        #expect(String(localized: short) == "at Mission Control")
    }

    @Test func aPercentSignInALiteralIsDoubledInTheKeyOnly() {
        let value: String.LocalizationValue = "100% of \(7) crew"
        #expect(value.key == "100%% of %lld crew")
        #expect(String(localized: value) == "100% of 7 crew")
        let plain: String.LocalizationValue = "50% off"
        #expect(plain.key == "50% off", "a literal without interpolations is its own key")
    }

    @Test func emptyTextIsEmpty() {
        let empty = ""
        let value: String.LocalizationValue = "\(empty)"
        #expect(value.key == "%@")
        #expect(String(localized: value).isEmpty)
    }
}
