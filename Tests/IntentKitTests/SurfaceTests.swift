import Foundation
import IntentKitTestSupport
import IntentTransport
import Testing

@testable import IntentKit
@testable import IntentWire

extension Planet: IndexedEntity {}

/// An indexed entity with some properties marked `indexed: true`, whose values join its keywords.
struct Moon: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Moon"
    static let defaultQuery = MoonQuery()
    var id: String
    @Property(title: "Name") var name: String
    @Property(title: "Orbits", indexed: true) var orbits: String
    @Property(title: "Mood", indexed: true) var mood: Mood?
    @Property(title: "Craters") var craters: Int
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: String, name: String, orbits: String, mood: Mood?, craters: Int) {
        self.id = id
        self.name = name
        self.orbits = orbits
        self.mood = mood
        self.craters = craters
    }
}

struct MoonQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Moon] { [] }
}

/// A screen that annotates planets with identifiers of the wrong type.
@MainActor func wronglyTypedScreen() -> Screen {
    Screen(name: "PlanetView", texts: ["Planets"], elements: [EntityIdentifier(for: Planet.self, identifier: 42)])
}

@Suite struct SurfaceTests {
    func app(screen: (@Sendable @MainActor () async throws -> Screen)?, index: SearchIndex? = nil) -> Connection {
        var description = testApp
        description.screen = screen
        let toApp = TestPipe()
        let toTest = TestPipe()
        let server = Connection(
            name: "test", input: toApp.readEnd, output: toTest.writeEnd, router: IntentServer.router(for: Registry(description), searchIndex: index, onShutdown: {}), closesInputAtEnd: true)
        let client = Connection(name: "app", input: toTest.readEnd, output: toApp.writeEnd, closesInputAtEnd: true)
        server.start()
        client.start()
        return client
    }

    @Test func annotationsReportInScreenOrderWithSelection() async throws {
        let client = app(screen: {
            Screen(
                name: "PlanetList", texts: ["Planets"],
                primaryEntity: EntityIdentifier(for: Planet.self, identifier: "saturn"),
                elements: [EntityIdentifier(for: Planet.self, identifier: "mars")],
                collections: [
                    CollectionAnnotation(
                        rows: ["mars", "jupiter", "saturn", "saturn-v", "gone"].map { EntityIdentifier(for: Planet.self, identifier: $0) },
                        visibleRows: 1..<3, selectedRows: [3])
                ])
        })
        let screen = try await client.send(ScreenRequest(entity: "Planet"))
        #expect(screen.screen == "PlanetList")
        #expect(screen.annotations.map(\.entity.instanceIdentifier) == ["saturn", "mars", "jupiter", "saturn", "saturn-v"])
        #expect(screen.annotations.map(\.isSelected) == [true, false, false, false, true])
        #expect(screen.annotations[1].entity.properties["moons"] == .int(2), "annotations come fully resolved")
    }

    @Test func aWronglyTypedAnnotationIsADeclarationError() async throws {
        let client = app(screen: { wronglyTypedScreen() })
        let error = await #expect(throws: ResponseError.self) { try await client.send(ScreenRequest()) }
        #expect(error?.message == "PlanetView is declared wrongly: an EntityIdentifier for Planet has a Int identifier (42), but Planet's query takes String identifiers")
    }

    @Test func indexedPropertiesJoinTheKeywordsOfEveryInstance() {
        // The first instance of a type tells which properties are indexed; the others are read the same way.
        let phobos = Moon(id: "phobos", name: "Phobos", orbits: "Mars", mood: .calm, craters: 1_200)
        let io = Moon(id: "io", name: "Io", orbits: "Jupiter", mood: nil, craters: 0)
        #expect(phobos.searchDocument.texts == ["Mars", "calm"])
        #expect(io.searchDocument.texts == ["Jupiter"], "an unset indexed property adds nothing; craters are not indexed")
        var index = InvertedIndex(documents: [phobos.searchDocument, io.searchDocument])
        #expect(index.search(type: "Moon", query: "jupiter") == ["io"])
        #expect(index.search(type: "Moon", query: "1200").isEmpty)
    }

    @Test func staleSearchHitsAreDropped() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = SearchIndex(directory: directory)
        index.index(Planet.all + [Planet(id: "pluto", name: "Pluto", moons: 5)])
        let client = app(screen: nil, index: index)
        let hits = try await client.send(SearchRequest(entity: "Planet", query: nil))
        #expect(hits.entities.map(\.instanceIdentifier) == ["jupiter", "mars", "saturn", "saturn-v"], "Pluto is indexed but no longer exists")
        let saturn = try await client.send(SearchRequest(entity: "Planet", query: "sat"))
        #expect(saturn.entities.map(\.instanceIdentifier) == ["saturn", "saturn-v"])
        // Saving is debounced by a second; wait for it rather than for the clock (under load the reopen came first).
        await index.save()
        let reopened = SearchIndex(directory: directory)
        #expect(await reopened.search(type: "Planet", query: "plu") == ["pluto"], "the index persisted")
    }
}
