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

    /// Past the values a layout remembers, the key is written out as it goes: still every placeholder in its place.
    @Test func manyInterpolationsKeepEveryPlaceholder() {
        let name = "Ada"
        let value: String.LocalizationValue = "\(1)% \(name), \(2.5) and \(name) \(3)%: \(name) \(4) \(name) %\(placeholder: .int)"
        #expect(value.key == "%lld%% %@, %lf and %@ %lld%%: %@ %lld %@ %%%lld")
        #expect(String(localized: value) == "1% Ada, 2.5 and Ada 3%: Ada 4 Ada %%lld")
    }

    /// A placeholder for a number filled in later is the same in the key and the text, never escaped.
    @Test func aPlaceholderIsItsSpecifierInBoth() {
        let value: String.LocalizationValue = "\(placeholder: .int) events, 100%"
        #expect(value.key == "%lld events, 100%%")
        #expect(String(localized: value) == "%lld events, 100%")
    }

    /// Equal when key and text are, however each was built.
    @Test func equalityComparesKeyAndText() {
        let name = "Ada"
        let interpolated: String.LocalizationValue = "\(name)"
        #expect(
            interpolated
                == String.LocalizationValue(
                    stringInterpolation: {
                        var parts = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
                        parts.appendInterpolation(name)
                        return parts
                    }()))
        #expect(interpolated != String.LocalizationValue("Ada"), "same text, key %@ against Ada")
        #expect(Set([interpolated, interpolated, "Ada"]).count == 2)
        let literal: String.LocalizationValue = "Ada"
        #expect(literal == String.LocalizationValue("Ada"))
    }

    /// A resource keeps the key it was made with when its default value changes, as a stored key would.
    @Test func aResourceKeepsItsKeyWhenItsTextChanges() {
        let name = "Ada"
        var resource: LocalizedStringResource = "Hello \(name)"
        #expect(resource.key == "Hello %@")
        resource.defaultValue = "Goodbye"
        #expect(resource.key == "Hello %@")
        #expect(String(localized: resource) == "Goodbye")
        resource.key = "farewell"
        #expect(resource.key == "farewell")
        let named = LocalizedStringResource("greeting", defaultValue: "Hi \(name)")
        #expect(named.key == "greeting")
        #expect(String(localized: named) == "Hi Ada")
    }
}
