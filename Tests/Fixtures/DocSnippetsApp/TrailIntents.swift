import Foundation
import IntentKit

struct GetTrailInfo: AppIntent {
    static var title: LocalizedStringResource = "Get Trail Information"

    static var description = IntentDescription(
        "Provides complete details on a trail.",
        categoryName: "Discover",
        searchKeywords: ["trail", "hike", "conditions"],
        resultValueName: "Trail Information")

    @Parameter(title: "Trail", requestDisambiguationDialog: "Which trail do you mean?")
    var trail: TrailEntity

    @Parameter
    var includeConditions: Bool?

    static var parameterSummary: some ParameterSummary {
        Summary("Get information on \(\.$trail)") {
            \.$includeConditions
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog {
        return .result(value: trail, dialog: "\(trail.name) is \(trail.trailLength.value) km long.")
    }
}

struct OpenTrail: OpenIntent {
    static let title = LocalizedStringResource("Open Trail", table: "Intents")

    static let description = IntentDescription("Displays trail details in the app.")

    static var openAppWhenRun = true

    static var supportedModes: IntentModes = .foreground(.immediate)

    @Parameter(title: "Trail")
    var target: TrailEntity

    @Dependency
    private var trailManager: TrailDataManager

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$target)")
    }

    init() {}

    init(target: TrailEntity) {
        self.target = target
    }

    func perform() async throws -> some IntentResult {
        await trailManager.open(target.id)
        return .result()
    }
}

struct StartHike: AppIntent {
    static var title: LocalizedStringResource = "Start a Hike"

    static var description = IntentDescription("Starts tracking a hike and shows the trail.")

    @Parameter(title: "Trail", inputConnectionBehavior: .connectToPreviousIntentResult)
    var trail: TrailEntity

    func perform() async throws -> some IntentResult & OpensIntent {
        let message = String(localized: "Starting \(trail.name).", comment: "Spoken when a hike starts")
        return .result(opensIntent: OpenTrail(target: trail), dialog: "\(message)")
    }
}

struct CloseTrail: AppIntent {
    static var title: LocalizedStringResource = "Close a Trail"

    static var isDiscoverable = false

    @Parameter(title: "Trail")
    var trail: TrailEntity

    @Parameter(title: "Reason", default: .weather)
    var reason: ClosureReason

    @Parameter(title: "Confirmed", default: false)
    var confirmed: Bool

    @Dependency
    var trailManager: TrailDataManager

    static var parameterSummary: some ParameterSummary {
        Switch(\.$reason) {
            Case(.weather) {
                Summary("Close \(\.$trail) for the weather")
            }
            Case([.maintenance, .wildlife]) {
                Summary("Close \(\.$trail) for \(\.$reason)")
            }
            DefaultCase {
                Summary("Close \(\.$trail)")
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        if !confirmed {
            throw $confirmed.needsConfirmationError(for: true, dialog: "Really close \(trail.name)?")
        }
        await trailManager.close(trail.id)
        return .result(value: "\(trail.name) is closed: \(reason.rawValue)")
    }
}

struct LastOpenedTrail: AppIntent {
    static var title: LocalizedStringResource = "Last Opened Trail"

    static var isDiscoverable = false

    @Dependency
    var trailManager: TrailDataManager

    func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity?> {
        guard let id = await trailManager.openedTrailID, let trail = await trailManager.trail(id: id) else { return .result(value: nil) }
        return .result(value: TrailEntity(trail: trail))
    }
}
