import Foundation
import IntentKit

struct LogHike: AppIntent {
    static var title = LocalizedStringResource("intent.logHike.title", defaultValue: "Log a Hike")

    static var description: IntentDescription? = IntentDescription("Records a hike on a trail.")

    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

    @Parameter(title: "Trail", description: "The trail you hiked.")
    var trail: TrailEntity

    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>

    @Parameter(title: "Pack Weight", defaultUnit: .kilograms)
    var packWeight: Measurement<UnitMass>?

    @Parameter(title: "Minutes", default: 60, inclusiveRange: (1, 1440))
    var minutes: Int

    @Parameter(title: "Effort", default: 5, controlStyle: .slider, inclusiveRange: (1, 10))
    var effort: Int

    @Parameter(title: "Style", default: .hiking)
    var style: ActivityStyle

    @Parameter(title: "Notes", requestValueDialog: "Anything to remember about this hike?")
    var notes: String?

    @Dependency
    var trailManager: TrailDataManager

    static var parameterSummary: some ParameterSummary {
        When(\.$effort, .greaterThanOrEqualTo, 8) {
            Summary("Log a hard \(\.$distance) of \(\.$style) on \(\.$trail)") {
                \.$minutes
                \.$packWeight
                \.$notes
            }
        } otherwise: {
            Summary("Log \(\.$distance) of \(\.$style) on \(\.$trail)") {
                \.$minutes
                \.$effort
                \.$packWeight
                \.$notes
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Measurement<UnitLength>> {
        if distance.value == 0 {
            throw $distance.needsValueError("How far did you hike?")
        }
        let total = await trailManager.log(trail.id, kilometers: distance.converted(to: .kilometers).value)
        return .result(value: Measurement(value: total, unit: .kilometers), dialog: "Logged \(distance.value) \(distance.unit.symbol) on \(trail.name).")
    }
}

struct BuyPermit: AppIntent {
    static var title: LocalizedStringResource = "Buy a Permit"

    static var description = IntentDescription("Buys a day permit for a trail.", categoryName: "Permits")

    static var authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication

    @Parameter(title: "Trail")
    var trail: TrailEntity

    @Parameter(title: "Day")
    var day: DateComponents

    @Parameter(title: "Price")
    var price: IntentCurrencyAmount

    static var parameterSummary: some ParameterSummary {
        Summary("Buy a permit for \(\.$trail) on \(\.$day) at \(\.$price)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        try await requestConfirmation(
            result: .result(dialog: "Buy a permit for \(trail.name) at \(price.amount.description) \(price.currencyCode)?"),
            confirmationActionName: .buy)
        let receipt = "Permit for \(trail.name) on \(day.year ?? 0)-\(day.month ?? 0)-\(day.day ?? 0): \(price.amount) \(price.currencyCode)"
        return .result(value: IntentFile(data: Data(receipt.utf8), filename: "permit.txt", type: .plainText))
    }
}

struct AttachPhoto: AppIntent {
    static var title: LocalizedStringResource = "Attach a Photo"

    @Parameter(title: "Photo", supportedContentTypes: [.png, .jpeg])
    var photo: IntentFile

    @Parameter
    var link: URL?

    @Parameter(title: "Trail")
    var trail: TrailEntity

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        return .result(value: "\(photo.filename) (\(photo.data.count) bytes, \(photo.type?.identifier ?? "unknown")) on \(trail.name)")
    }
}

struct RegionOptionsProvider: DynamicOptionsProvider {
    @Dependency
    var trailManager: TrailDataManager

    func results() async throws -> [String] {
        await trailManager.regions()
    }

    func defaultResult() async -> String? {
        "Sierra Nevada"
    }
}

struct SetHomeRegion: AppIntent {
    static var title: LocalizedStringResource = "Set Home Region"

    @Parameter(title: "Region", optionsProvider: RegionOptionsProvider())
    var region: String

    @Dependency
    var trailManager: TrailDataManager

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let matches = await trailManager.regions().filter { $0.localizedCaseInsensitiveContains(region) }
        if matches.count > 1 {
            throw $region.needsDisambiguationError(among: matches, dialog: "Which region?")
        }
        guard let match = matches.first else {
            throw TrailError.trailClosed(region)
        }
        return .result(value: match)
    }
}
