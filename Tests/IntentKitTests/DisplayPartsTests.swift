import Foundation
import Testing

@testable import IntentKit

/// Displays and resources hold their rarely changed parts by reference: a change makes new parts, copies made
/// before it keep the old ones, and equality and hashing see the values, not the references.
@Suite struct DisplayPartsTests {
    @Test func changingAPartOfADisplayLeavesItsCopiesAndOtherPartsAlone() {
        let original = DisplayRepresentation(title: "Launch", subtitle: "Pad 39A", image: .init(systemName: "flame"), synonyms: ["Liftoff"])
        var changed = original
        changed.title = "Scrub"
        changed.synonyms.append("Hold")
        #expect(original.title == "Launch")
        #expect(original.synonyms == ["Liftoff"])
        #expect(changed.title == "Scrub")
        #expect(changed.subtitle == "Pad 39A")
        #expect(changed.image == .init(systemName: "flame"))
        #expect(changed.synonyms == ["Liftoff", "Hold"])
        changed.subtitle = nil
        changed.image = nil
        #expect(changed.subtitle == nil && changed.image == nil)
        #expect(original.subtitle == "Pad 39A" && original.image != nil)
    }

    @Test func displaysBuiltApartAreEqualAndHashAlikeWhenTheirPartsAre() {
        let name = "Apollo"
        let built = DisplayRepresentation(title: "\(name)", subtitle: "Moon")
        var set = DisplayRepresentation(title: "\(name)")
        set.subtitle = "Moon"
        #expect(built == set)
        #expect(built.hashValue == set.hashValue)
        set.subtitle = "Mars"
        #expect(built != set)
    }

    @Test func aResourceKeepsWhatItWasGivenAndChangesOnlyWhatIsSet() {
        let bundle = LocalizedStringResource.BundleDescription.atURL(URL(fileURLWithPath: "/tmp/Strings.bundle"))
        var resource = LocalizedStringResource("Launch", table: "Missions", locale: Locale(identifier: "fr_FR"), bundle: bundle)
        #expect(resource.key == "Launch" && resource.table == "Missions" && resource.locale.identifier == "fr_FR" && resource.bundle == bundle)
        let copy = resource
        resource.table = "Rockets"
        resource.defaultValue = "Décollage"
        #expect(resource.key == "Launch", "the key stays the one the resource was made with")
        #expect(resource.table == "Rockets" && resource.locale.identifier == "fr_FR" && resource.bundle == bundle)
        #expect(String(localized: resource) == "Décollage")
        #expect(copy.table == "Missions" && String(localized: copy) == "Launch")
    }

    @Test func aLiteralNamesNothingButItsText() {
        var resource: LocalizedStringResource = "Countdown"
        #expect(resource.extras == nil, "a literal holds no extra parts")
        #expect(resource.key == "Countdown" && resource.table == nil && resource.bundle == .main)
        #expect(resource.locale == .current)
        resource.key = "countdown.title"
        #expect(resource.key == "countdown.title" && String(localized: resource) == "Countdown")
        let literal: LocalizedStringResource = "Countdown"
        #expect(resource != literal, "the key differs")
        resource.key = "Countdown"
        #expect(resource == literal)
        #expect(resource.hashValue == literal.hashValue)
    }
}
