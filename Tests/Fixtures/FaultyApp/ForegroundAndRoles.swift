import Foundation
import IntentKit
import Synchronization

// Intents that move to the foreground, and intents with system roles (setValue, delete), as App Intents code
// written for iOS 26 and earlier declares them.

/// What foreground continuations did, in order.
actor DockLog {
    static let shared = DockLog()
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// Starts in the background and asks to continue in the foreground (iOS 26's `continueInForeground`).
struct DockIntent: AppIntent {
    static let title: LocalizedStringResource = "Dock"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
    @Parameter(title: "Ask Once", default: false) var askOnce: Bool
    @Parameter(title: "Fail After", default: false) var failAfter: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let before = systemContext.currentMode
        let could = before.canContinueInForeground
        if askOnce { try await requestConfirmation(dialog: "Dock at the station?") }
        try await continueInForeground("Open the dock to finish docking?", alwaysConfirm: !askOnce)
        try await continueInForeground()
        let after = systemContext.currentMode
        if failAfter { throw AppIntentError(description: "docking failed after the move") }
        return .result(value: "\(before == .foreground ? "foreground" : "background") (could move: \(could)) → \(after == .foreground ? "foreground" : "background")")
    }
}

/// Performs again once in the foreground, after throwing `needsToContinueInForegroundError()`.
struct UndockIntent: AppIntent {
    static let title: LocalizedStringResource = "Undock"
    static let supportedModes: IntentModes = [.background, .foreground(.deferred)]

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard systemContext.currentMode == .foreground else { throw needsToContinueInForegroundError("Undock in the app?") }
        return .result(value: "undocked in the foreground")
    }
}

/// The older protocol: the run ends by continuing in the foreground, where its continuation runs.
struct LegacyDockIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Legacy Dock"
    @Parameter(title: "Bay") var bay: String

    func perform() async throws -> some IntentResult {
        let bay = bay
        if bay.isEmpty { return .result() }
        throw needsToContinueInForegroundError("Continue docking at \(bay) in the app?") {
            await DockLog.shared.append("docked at \(bay)")
        }
    }
}

/// The older protocol's request form: asks, then returns the continuation's value.
struct LegacyBerthIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Legacy Berth"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let berth = try await requestToContinueInForeground("Pick a berth in the app?") { "berth 7" }
        return .result(value: berth)
    }
}

/// The dock log, for tests to read what continuations did.
struct ReadDockLogIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Dock Log"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: await DockLog.shared.entries)
    }
}

/// Sets the beacon on or off (a `SetValueIntent`, as a control's toggle is).
struct SetBeaconIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Beacon"
    @Parameter(title: "On") var value: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: value ? "beacon on" : "beacon off")
    }
}

/// A crate in the hold, which `DeleteCratesIntent` deletes and the stow intents donate to Spotlight.
struct CrateEntity: IndexedEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()
    var id: String
    /// Found by Spotlight as the crate's description.
    @Property(title: "Manifest", indexingKey: \.contentDescription) var manifest: String
    /// Found by Spotlight as keywords.
    @Property(indexingKey: \.keywords) var tags: [String]
    var displayRepresentation: DisplayRepresentation { "Crate \(id)" }
    static var urlRepresentation: URLRepresentation { "faulty://crates/\(.id)" }

    init(id: String) {
        self.id = id
        self.manifest = "spare \(id) parts"
        self.tags = ["hold", "tag\(id)"]
    }
}

/// The crates still in the hold.
actor CrateHold {
    static let shared = CrateHold()
    private(set) var crates = ["c1", "c2", "c3"]
    func remove(_ ids: [String]) { crates.removeAll { ids.contains($0) } }
}

/// Finds crates in the hold, and donates them to Spotlight again when the app's index is lost.
struct CrateQuery: EnumerableEntityQuery, IndexedEntityQuery {
    func entities(for identifiers: [String]) async throws -> [CrateEntity] {
        await CrateHold.shared.crates.filter { identifiers.contains($0) }.map { CrateEntity(id: $0) }
    }
    func allEntities() async throws -> [CrateEntity] { await CrateHold.shared.crates.map { CrateEntity(id: $0) } }
    func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
        try await CSSearchableIndex.default().indexAppEntities(try await allEntities())
    }
    func reindexEntities(for identifiers: [String], indexDescription: CSSearchableIndexDescription) async throws {
        try await CSSearchableIndex.default().indexAppEntities(try await entities(for: identifiers))
    }
}

/// Deletes crates (a `DeleteIntent`).
struct DeleteCratesIntent: DeleteIntent {
    static let title: LocalizedStringResource = "Delete Crates"
    @Parameter(title: "Crates") var entities: [CrateEntity]

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        await CrateHold.shared.remove(entities.map(\.id))
        return .result(value: await CrateHold.shared.crates)
    }
}

/// Donates the crates in the hold to Spotlight, as App Intents code does (`CSSearchableIndex.default()`).
struct StowCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Stow Crates"

    func perform() async throws -> some IntentResult {
        try await CSSearchableIndex.default().indexAppEntities(await CrateHold.shared.crates.map { CrateEntity(id: $0) })
        return .result()
    }
}

/// Removes one crate from Spotlight, or every crate.
struct UnstowCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Unstow Crates"
    @Parameter(title: "Crate") var crate: String?

    func perform() async throws -> some IntentResult {
        if let crate {
            try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: [crate], ofType: CrateEntity.self)
        } else {
            try await CSSearchableIndex.default().deleteAppEntities(ofType: CrateEntity.self)
        }
        return .result()
    }
}

/// Opens one of the app's deep links, which the app's `OpenURLAction` (registered in `main.swift`) logs.
struct OpenDockLinkIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Dock Link"
    @Parameter(title: "Bay") var bay: Int

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "faulty://dock/\(bay)")!))
    }
}

/// Why scans were cancelled, as their cancellation handlers saw it.
enum ScanLog {
    static let reasons = Mutex<[String]>([])
}

/// Scans until cancelled, reporting progress once it has started; its handler logs the reason it was cancelled.
struct ScanSkyIntent: CancellableIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Scan Sky"

    func perform() async throws -> some IntentResult {
        try await withIntentCancellationHandler {
            progress.totalUnitCount = 100
            progress.completedUnitCount = 1
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
            throw CancellationError()
        } onCancel: { reason in
            ScanLog.reasons.withLock { $0.append("\(reason)") }
        }
        return .result()
    }
}

/// The reasons scans were cancelled.
struct ReadScanLogIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Scan Log"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: ScanLog.reasons.withLock { $0 })
    }
}

/// Cargo on the main deck, which undoable intents change (main-actor state, as an app's model often is).
@MainActor final class Deck {
    static let shared = Deck()
    var cargo = ["fuel", "food", "tools"]
}

/// Jettisons one piece of cargo, and registers how to undo it (an `UndoableIntent`).
struct JettisonCargoIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Jettison Cargo"
    @Parameter(title: "Cargo") var cargo: String

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        let deck = Deck.shared
        guard let position = deck.cargo.firstIndex(of: cargo) else { throw AppIntentError(description: "no \(cargo) on deck") }
        deck.cargo.remove(at: position)
        let cargo = cargo
        await undoManager?.registerUndo(withTarget: deck) { deck in deck.cargo.insert(cargo, at: position) }
        await undoManager?.setActionName("Jettison \(cargo)")
        return .result(value: deck.cargo)
    }
}

/// The cargo on deck.
struct ReadDeckIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Deck"

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: Deck.shared.cargo)
    }
}

/// A view of the app's own, written as a SwiftUI view is: a `body` made of IntentKit's views.
struct CargoCard: View {
    let cargo: [String]
    var body: some View {
        Text("Cargo on deck")
        VStack {
            for item in cargo {
                Label(item, systemImage: "shippingbox")
            }
        }
        if cargo.isEmpty {
            Text("The deck is empty")
        }
    }
}

/// Shows the deck's cargo in a snippet made from ``CargoCard``.
struct ShowCargoIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Cargo"

    @MainActor
    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: CargoCard(cargo: Deck.shared.cargo))
    }
}

/// The deck's cargo as a snippet intent.
struct DeckSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Deck Snippet"

    @MainActor
    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: CargoCard(cargo: Deck.shared.cargo))
    }
}

/// Unloads the whole deck after a confirmation that shows the cargo (`requestConfirmation(actionName:snippetIntent:)`).
struct UnloadDeckIntent: AppIntent {
    static let title: LocalizedStringResource = "Unload Deck"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        try await requestConfirmation(actionName: .go, snippetIntent: DeckSnippetIntent())
        DeckSnippetIntent.reload()
        return .result(
            value: await MainActor.run {
                Deck.shared.cargo.removeAll()
                return Deck.shared.cargo
            })
    }
}
