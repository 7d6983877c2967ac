import Foundation
import Testing

@testable import IntentKit

/// A unique entity that leaves its `id` out, as App Intents code may.
struct ObservatorySettings: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Observatory Settings"
    static let defaultQuery = UniqueAppEntityProvider { ObservatorySettings() }
    var displayRepresentation: DisplayRepresentation { "Settings" }
}

/// A unique entity with a query of its own that declares only `uniqueEntity()`.
struct DomeSettings: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dome Settings"
    static let defaultQuery = DomeSettingsQuery()
    var displayRepresentation: DisplayRepresentation { "Dome" }
}

/// Finds the one dome's settings.
struct DomeSettingsQuery: UniqueAppEntityQuery {
    func uniqueEntity() async throws -> DomeSettings { DomeSettings() }
}

/// Intents to donate.
struct StargazeIntent: AppIntent {
    static let title: LocalizedStringResource = "Stargaze"
    func perform() async throws -> some IntentResult { .result() }
}

/// Another intent to donate.
struct MoonwatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Moonwatch"
    func perform() async throws -> some IntentResult { .result() }
}

/// Smaller App Intents shapes from public code: a unique entity's default `id`, an enum case's
/// `localizedStringResource`, intent donations.
@Suite(.serialized) struct AppleShapeTests {
    @Test func aUniqueEntityWithoutAnIDIsNamedByItsType() async throws {
        #expect(ObservatorySettings().id == "ObservatorySettings")
        let found = try await ObservatorySettings.defaultQuery.entities(for: ["ObservatorySettings"])
        #expect(found.map(\.id) == ["ObservatorySettings"])
        #expect(try await DomeSettings.defaultQuery.entities(for: ["DomeSettings", "other"]).map(\.id) == ["DomeSettings"])
        #expect(await DomeSettings.defaultQuery.defaultResult()?.id == "DomeSettings")
    }

    @Test func anEnumCaseReadsAsItsDisplayTitle() {
        #expect(String(localized: Mood.bright.localizedStringResource) == Mood.bright.displayTitle)
        #expect(Mood.bright.localizedStringResource.key == Mood.caseDisplayRepresentations[.bright]?.title.key)
    }

    @Test func donationsAreKeptUntilDeleted() async throws {
        let manager = IntentDonationManager.shared
        try await manager.deleteDonations(matching: .intentType(StargazeIntent.self))
        try await manager.deleteDonations(matching: .intentType(MoonwatchIntent.self))
        let first = manager.donate(intent: StargazeIntent())
        manager.donate(intent: MoonwatchIntent())
        try await manager.donate(intent: StargazeIntent(), result: IntentResultContainer<Never>.result())
        #expect(manager.donatedIntents == ["StargazeIntent", "MoonwatchIntent", "StargazeIntent"])
        try await manager.deleteDonations(matching: .donationIdentifiers([first]))
        #expect(manager.donatedIntents == ["MoonwatchIntent", "StargazeIntent"])
        try await manager.deleteDonations(matching: .intentType(StargazeIntent.self))
        #expect(manager.donatedIntents == ["MoonwatchIntent"])
        try await manager.deleteDonations(matching: .intentType(MoonwatchIntent.self))
    }
}

/// A launch pad with a URL made of its identifier and a property.
struct LaunchPad: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Launch Pad"
    static let defaultQuery = LaunchPadQuery()
    static var urlRepresentation: URLRepresentation { "cometcal://pads/\(.id)?site=\(\.$site)" }
    var id: String
    @Property(title: "Site") var site: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    init(id: String, site: String) {
        self.id = id
        self.site = site
    }
}

/// Finds no pads.
struct LaunchPadQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LaunchPad] { [] }
}

/// Destinations with URLs made of their raw values.
enum Destination: String, AppEnum, URLRepresentableEnum {
    case today, settings
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Destination"
    static let caseDisplayRepresentations: [Destination: DisplayRepresentation] = [.today: "Today", .settings: "Settings"]
    static let urlRepresentation = URLRepresentation("cometcal://go/\(.rawValue)")
}

/// URL representations put an entity's identifier and properties, or a case's raw value, into a URL.
@Suite struct URLRepresentationTests {
    @Test func anEntitysURLHoldsItsValuesEncodedForAPath() {
        #expect(LaunchPad(id: "pad 39A", site: "Kennedy").url?.absoluteString == "cometcal://pads/pad%2039A?site=Kennedy")
        #expect(OpenURLIntent(LaunchPad(id: "LC-40", site: "Canaveral")).url.absoluteString == "cometcal://pads/LC-40?site=Canaveral")
    }

    @Test func anEnumCasesURLHoldsItsRawValue() {
        #expect(Destination.settings.url?.absoluteString == "cometcal://go/settings")
        #expect(OpenURLIntent(Destination.today).url.absoluteString == "cometcal://go/today")
    }
}

/// An intent suggested with one parameter, or with two.
struct ObserveIntent: PredictableIntent {
    static let title: LocalizedStringResource = "Observe"
    @Parameter(title: "Target") var target: String
    @Parameter(title: "Minutes") var minutes: Int

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: \.$target) { target in DisplayRepresentation(title: "Observe \(target)") }
        IntentPrediction(parameters: (\.$target, \.$minutes)) { target, minutes in DisplayRepresentation(title: "Observe \(target) for \(minutes) min") }
        IntentPrediction { DisplayRepresentation(title: "Observe") }
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// A package of intents that includes another.
struct TelescopePackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [LensPackage.self] }
}

/// A package of intents that includes none.
struct LensPackage: AppIntentsPackage {}

/// Prediction configurations and intents packages compile as Apple's do and keep what they declare.
@Suite struct PredictionAndPackageTests {
    @Test func predictionsKeepTheirParametersInOrder() {
        #expect((ObserveIntent.predictionConfiguration as? IntentPredictions<ObserveIntent>)?.parameterCounts == [1, 2, 0])
    }

    @Test func packagesListWhatTheyInclude() {
        #expect(TelescopePackage.includedPackages.map { "\($0)" } == ["LensPackage"])
        #expect(LensPackage.includedPackages.isEmpty)
    }
}

/// A comet whose properties the default attribute set files under the attributes their keys name.
struct CatalogComet: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Comet"
    static let defaultQuery = CatalogCometQuery()
    var id: String
    @Property(title: "Designation", indexingKey: \.title) var designation: String
    @Property(title: "Notes", indexingKey: \.contentDescription) var notes: String
    @Property(indexingKey: \.keywords) var aliases: [String]
    @Property(title: "Period", indexingKey: \.title) var period: Int
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)", subtitle: "a comet") }

    init(id: String) {
        self.id = id
        designation = "1P/Halley"
        notes = "returns every 76 years"
        aliases = ["Halley", "Great Comet"]
        period = 76
    }
}

/// Finds no comets.
struct CatalogCometQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CatalogComet] { [] }
}

/// `@Property(indexingKey:)` puts a value in the attribute its key names.
@Suite struct IndexingKeyTests {
    @Test func eachValueGoesWhereItsKeySays() {
        let attributes = CatalogComet(id: "halley").defaultAttributeSet
        #expect(attributes.title == "1P/Halley", "the designation replaces the display title; the Int period has no text to give")
        #expect(attributes.contentDescription == "returns every 76 years")
        #expect(attributes.keywords == ["Halley", "Great Comet"])
        #expect(attributes.displayName == "halley")
    }
}
