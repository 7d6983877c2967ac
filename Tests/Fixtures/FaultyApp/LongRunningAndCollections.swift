import Foundation
import IntentKit
import Synchronization

// iOS 26 and 27 shapes, as Apple documents them: a long-running task, snippet toggles and the empty snippet, an
// in-app search, entities held by identifier, entities whose identifiers sync across devices, and relevant entities.

/// What long surveys' cancellation handlers saw.
enum SurveyLog {
    static let entries = Mutex<[String]>([])
}

/// Surveys sectors as a long-running task: finishes after `sectors` sectors, or runs until cancelled when 0.
struct SurveyNebulaIntent: LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Survey Nebula"
    @Parameter(title: "Sectors", default: 0) var sectors: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let sectors = sectors
        let surveyed = try await performBackgroundTask {
            progress.totalUnitCount = Int64(max(sectors, 100))
            if sectors > 0 {
                for _ in 0..<sectors { progress.completedUnitCount += 1 }
                return sectors
            }
            progress.completedUnitCount = 1
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
            throw CancellationError()
        } onCancel: { reason in
            SurveyLog.entries.withLock { $0.append("survey cancelled: \(reason)") }
        }
        return .result(value: surveyed)
    }
}

/// The survey log.
struct ReadSurveyLogIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Survey Log"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: SurveyLog.entries.withLock { $0 })
    }
}

/// Whether the shields are up.
enum Shields {
    static let up = Mutex(false)
}

/// Sets the shields (a `SetValueIntent`, which a toggle sets to the state it moves to).
struct SetShieldsIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Shields"
    @Parameter(title: "Up") var value: Bool

    init() {}

    func perform() async throws -> some IntentResult {
        let value = value
        Shields.up.withLock { $0 = value }
        return .result()
    }
}

/// A control panel of the app's own: a toggle per system.
struct ShieldPanel: View {
    let shieldsUp: Bool
    var body: some View {
        Text("Bridge controls")
        Toggle(isOn: shieldsUp, intent: SetShieldsIntent()) {
            Text("Shields")
        }
        Toggle("Beacon", isOn: false, intent: SetBeaconIntent())
    }
}

/// Shows the control panel.
struct ShowShieldPanelIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Shield Panel"

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: ShieldPanel(shieldsUp: Shields.up.withLock { $0 }))
    }
}

/// Finishes with the empty snippet, as code written for Apple's default does.
struct QuietIntent: AppIntent {
    static let title: LocalizedStringResource = "Quiet"

    func perform() async throws -> some IntentResult & ShowsSnippetIntent {
        .result(dialog: "Quiet now.", snippetIntent: EmptySnippetIntent())
    }
}

/// Searches the hold in the app (an in-app search intent).
struct SearchHoldIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Hold"
    static let searchScopes: [StringSearchScope] = [.general]
    @Parameter var criteria: StringSearchCriteria

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        let term = criteria.term
        return .result(value: await CrateHold.shared.crates.filter { $0.contains(term) })
    }
}

/// Counts crates held by identifier, and lists those that exist.
struct CountCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Crates"
    @Parameter(title: "Crates") var crates: EntityCollection<CrateEntity>

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let resolved = try await crates.resolvedEntities()
        return .result(value: crates.identifiers.joined(separator: ",") + " → " + resolved.map(\.id).joined(separator: ","))
    }
}

/// A beacon known on every device by a stable identifier, and on this one by a local one.
struct BeaconEntity: AppEntity, SyncableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Beacon"
    static let defaultQuery = BeaconQuery()
    var id: SyncableEntityIdentifier<String, String>
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(local: String, stable: String, name: String) {
        self.id = SyncableEntityIdentifier(local: local, stable: stable)
        self.name = name
    }

    static let all = [
        BeaconEntity(local: "b1", stable: "beacon-7f01", name: "Outer Marker"),
        BeaconEntity(local: "b2", stable: "beacon-7f02", name: "Inner Marker"),
    ]
}

/// Finds beacons.
struct BeaconQuery: EnumerableEntityQuery {
    func entities(for identifiers: [SyncableEntityIdentifier<String, String>]) async throws -> [BeaconEntity] {
        BeaconEntity.all.filter { identifiers.contains($0.id) }
    }
    func allEntities() async throws -> [BeaconEntity] { BeaconEntity.all }
}

/// A beacon's stable identifier, as the app reads it from the parameter.
struct LocateBeaconIntent: AppIntent {
    static let title: LocalizedStringResource = "Locate Beacon"
    @Parameter(title: "Beacon") var beacon: BeaconEntity

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(beacon.id.local) is \(beacon.id.stable) everywhere")
    }
}

/// Donates crates as relevant to the hold's music, removes one, and reports what is left.
struct SuggestCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Suggest Crates"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        let context = AppEntityContext.audio(AudioContext("hold music"))
        let crates = ["c1", "c2"].map { CrateEntity(id: $0) }
        try await RelevantEntities.shared.updateEntities(crates, for: context)
        try await RelevantEntities.shared.removeEntities([crates[0]], from: context)
        let left = RelevantEntities.shared.entities(for: context).map(\.instanceIdentifier)
        try await RelevantEntities.shared.removeAllEntities(for: context)
        return .result(value: left + ["then \(RelevantEntities.shared.entities(for: context).count)"])
    }
}

/// Opens a crate by its URL, with no `perform()` of its own.
struct OpenCrateIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Crate"
    @Parameter(title: "Crate") var target: CrateEntity
}

/// Asks for its optional parameters, and gets the values themselves (not optionals), as Apple's requests give them.
struct PickBayIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick Bay"
    @Parameter(title: "Bay") var bay: String?
    @Parameter(title: "Crate") var crate: CrateEntity?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let bay: String = try await $bay.requestValue("Which bay?")
        let crates = try await CrateQuery().allEntities()
        let crate: CrateEntity = try await $crate.requestDisambiguation(among: crates, dialog: "Which crate?")
        return .result(value: "\(bay) holds \(crate.id)")
    }
}

/// A Focus filter: the system performs it when a Focus changes.
struct QuietDeckFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Quiet Deck"
    @Parameter(title: "Mute Alarms", default: true) var muteAlarms: Bool
    var displayRepresentation: DisplayRepresentation { "Quiet Deck" }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// Whether the current Focus filter mutes alarms.
struct ReadFocusFilterIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Focus Filter"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        .result(value: try await QuietDeckFilter.current.muteAlarms)
    }
}

/// Declared with Apple's name for the wrapper, `@IntentParameter`, whose projection makes the requests.
struct TagCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Tag Crate"
    @IntentParameter(title: "Tag") var tag: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let given = tag
        let chosen = try await $tag.requestDisambiguation(among: ["fragile", "heavy"], dialog: "Which tag?")
        return .result(value: "\(given) → \(chosen), now \(tag)")
    }
}

/// Opens the app at a crate, with no `perform()`: the app shows the target when it handles the intent.
struct ShowCrateIntent: OpenIntent {
    static let title: LocalizedStringResource = "Show Crate"
    @Parameter(title: "Crate") var target: CrateEntity
}

/// Asks what to do with a crate, showing a view of it beside the question.
struct DecideCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Decide Crate"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let stow = IntentChoiceOption(title: "Stow")
        let jettison = IntentChoiceOption(title: "Jettison", style: .destructive)
        let choice = try await requestChoice(between: [.cancel, stow, jettison], dialog: "What now?", view: CargoCard(cargo: ["crate c2"]))
        return .result(value: choice == stow ? "stowed" : "jettisoned")
    }
}

/// Loads a crate found by its title, asking its own question when the title matches several.
struct LoadCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Load Crate"
    @Parameter(title: "Crate", requestDisambiguationDialog: "Which crate goes in the airlock?") var crate: CrateEntity

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: crate.id)
    }
}
