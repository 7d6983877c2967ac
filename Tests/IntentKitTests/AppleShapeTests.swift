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
