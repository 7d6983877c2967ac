import Foundation
import IntentJSON
import Testing

@testable import IntentKit
@testable import IntentWire

/// A mission to a planet: nests a planet entity, and makes a fresh one each time it is written.
struct Mission: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mission"
    static let defaultQuery = MissionQuery()
    var id: String
    @Property(title: "Destination") var destination: Planet
    @Property(title: "Backup") var backup: Planet?
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    /// A planet made anew at every writing, its name in memory of its own (too long to be kept inline).
    static let computedProperties: [ComputedProperty<Mission>] = [
        ComputedProperty("scout", title: "Scout") { Planet(id: "scout", name: "Scout planet for mission \($0.id)", moons: 0) }
    ]
}

struct MissionQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Mission] { [] }
}

/// Entities nested in the entities of one run of writing are each written as writing them alone gives: never taken
/// for one another, whether equal, alike or made anew at each writing.
@Suite struct NestedEntityWritingTests {
    private static let mars = Planet(id: "mars", name: "Mars", moons: 2)
    private static let jupiter = Planet(id: "jupiter", name: "Jupiter, the largest planet of all", moons: 95, mood: .bright)

    private static func mission(_ id: String, _ destination: Planet, backup: Planet? = nil) -> Mission {
        var mission = Mission(id: id)
        mission.destination = destination
        mission.backup = backup
        return mission
    }

    /// Each entity written on its own, with nothing remembered from one to the next.
    private static func writtenOneByOne(_ missions: [Mission]) -> String {
        missions.map { mission in
            var writer = JSONWriter()
            var scratch = EntityWritingScratch()
            let wrote = mission.writeWireJSON(to: &writer, scratch: &scratch)
            #expect(wrote)
            return String(decoding: writer.bytes, as: UTF8.self)
        }.joined(separator: ",")
    }

    /// The entities written in one run.
    private static func writtenInOneRun(_ missions: [Mission]) -> String {
        var writer = JSONWriter()
        var scratch = EntityWritingScratch()
        for (position, mission) in missions.enumerated() {
            if position > 0 { writer.writeRaw(",") }
            let wrote = mission.writeWireJSON(to: &writer, scratch: &scratch)
            #expect(wrote)
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func aNestedEntityWrittenAgainIsWrittenAsItWouldBeAlone() {
        let missions = (0..<12).map { Self.mission("m\($0)", $0 % 3 == 0 ? Self.jupiter : Self.mars, backup: $0 % 2 == 0 ? Self.mars : nil) }
        let run = Self.writtenInOneRun(missions)
        #expect(run == Self.writtenOneByOne(missions))
    }

    @Test func anEntityWithTheSameIdentifierButOtherValuesIsWrittenAfresh() {
        var renamed = Self.mars
        renamed.name = "Mars, renamed"
        var moonless = Self.mars
        moonless.moons = 0
        var moody = Self.mars
        moody.mood = .calm
        let missions = [Self.mars, renamed, Self.mars, moonless, moody, Self.mars].enumerated().map { Self.mission("m\($0.offset)", $0.element) }
        let run = Self.writtenInOneRun(missions)
        #expect(run == Self.writtenOneByOne(missions))
        #expect(run.contains("Mars, renamed"))
        #expect(run.components(separatedBy: #""moons":{"int":0}"#).count - 1 == missions.count + 1, "the moonless one and every scout")
    }

    @Test func entitiesMadeAnewForEachWritingAreNeverTakenForOneAnother() {
        // Each scout's name is a new string, freed once written unless kept: memory handed out again for the next
        // one must not make it look like the last.
        let missions = (0..<40).map { Self.mission("m\($0)", Self.mars) }
        let run = Self.writtenInOneRun(missions)
        #expect(run == Self.writtenOneByOne(missions))
        for mission in missions { #expect(run.contains("Scout planet for mission \(mission.id)\"")) }
    }

    @Test func aLargePageWrittenInHalvesIsWhatWritingEachGives() throws {
        let missions = (0..<(FoundEntities.smallestPageWrittenInHalves * 3)).map { Self.mission("m\($0)", $0 % 5 == 0 ? Self.jupiter : Self.mars) }
        guard case .encoded(let encoded) = FoundEntities(missions).page(0..<missions.count) else {
            Issue.record("the page was not written directly")
            return
        }
        let read = try EntityQueryResponse.read(from: EntityPage.encoded(encoded).response(page: nil).jsonBytes())
        #expect(read.entities == missions.map(\.entityValue))
    }
}
