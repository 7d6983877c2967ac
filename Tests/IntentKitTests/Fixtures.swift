import Foundation

@testable import IntentKit
@testable import IntentWire

// A tiny app, declared only for these tests.

enum Mood: String, AppEnum {
    case calm, bright
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm", .bright: "Bright and Sunny"]
}

/// An enum with no cases (a struct, since Swift enums with raw values need cases): a declaration error.
struct EmptyEnum: AppEnum {
    var rawValue: String
    init?(rawValue: String) { nil }
    static var allCases: [EmptyEnum] { [] }
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Empty"
    static let caseDisplayRepresentations: [EmptyEnum: DisplayRepresentation] = [:]
}

struct Planet: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
    static let defaultQuery = PlanetQuery()
    var id: String
    @Property(title: "Name") var name: String
    @Property(title: "Moons") var moons: Int
    @Property(title: "Mood") var mood: Mood?
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: String, name: String, moons: Int, mood: Mood? = nil) {
        self.id = id
        self.name = name
        self.moons = moons
        self.mood = mood
    }

    static let all = [
        Planet(id: "mars", name: "Mars", moons: 2),
        Planet(id: "jupiter", name: "Jupiter", moons: 95, mood: .bright),
        Planet(id: "saturn", name: "Saturn", moons: 146),
        Planet(id: "saturn-v", name: "Saturn V", moons: 0),
    ]
}

struct PlanetQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [Planet] { Planet.all.filter { identifiers.contains($0.id) } }
    func allEntities() async throws -> [Planet] { Planet.all }
}

struct Probe: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Probe"
    @Property(title: "Label") var label: String = ""
    @Property(title: "Mass") var mass: Double = 0
    var displayRepresentation: DisplayRepresentation { "\(label)" }
}

struct VisitIntent: AppIntent {
    static let title: LocalizedStringResource = "Visit"
    static let description: IntentDescription? = "Visits a planet."
    @Parameter(title: "Planet") var planet: Planet
    @Parameter(title: "Crew", default: 3) var crew: Int
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Probes", default: []) var probes: [Probe]
    @Parameter(title: "Mood") var mood: Mood?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let noteState: String
        switch $note.valueState {
        case .unset: noteState = "unset"
        case .set(nil): noteState = "nil"
        case .set(let text?): noteState = text
        }
        let mass = probes.map(\.mass).reduce(0, +)
        return .result(value: "\(planet.name) crew=\(crew) note=\(noteState) probes=\(probes.count) mass=\(mass) mood=\(mood?.rawValue ?? "-")")
    }
}

struct ConfirmIntent: AppIntent {
    static let title: LocalizedStringResource = "Launch"
    func perform() async throws -> some IntentResult {
        try await requestConfirmation(dialog: "Launch now?")
        return .result(dialog: "Launched.")
    }
}

struct FailingIntent: AppIntent {
    enum Failure: Error, LocalizedError {
        case engineStalled(stage: Int)
        var errorDescription: String? { "engine stalled at stage 2" }
    }
    static let title: LocalizedStringResource = "Fail"
    func perform() async throws -> IntentResultContainer<Never> { throw Failure.engineStalled(stage: 2) }
}

/// An intent whose entity parameter type is not registered: a declaration error.
struct OrphanIntent: AppIntent {
    static let title: LocalizedStringResource = "Orphan"
    @Parameter(title: "Planet") var planet: Planet
    func perform() async throws -> some IntentResult { .result() }
}

let testApp = IntentAppDescription(
    bundleIdentifier: "org.example.Solar", name: "Solar", version: "0.1",
    intents: [VisitIntent.self, ConfirmIntent.self, FailingIntent.self, MoodCheckIntent.self],
    entities: [Planet.self], transientEntities: [Probe.self], enums: [Mood.self])

/// Asks for its mood when it was not given, and confirms the crew size.
struct MoodCheckIntent: AppIntent {
    static let title: LocalizedStringResource = "Mood Check"
    @Parameter(title: "Mood") var mood: Mood?
    @Parameter(title: "Crew", default: 3) var crew: Int

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        var chosen = mood
        if chosen == nil { chosen = try await $mood.requestDisambiguation(among: [Mood.calm, Mood.bright], dialog: "How do you feel?") }
        let crewOK = try await $crew.requestConfirmation(for: crew)
        return .result(value: "\(chosen?.rawValue ?? "none") crew-confirmed=\(crewOK)")
    }
}
