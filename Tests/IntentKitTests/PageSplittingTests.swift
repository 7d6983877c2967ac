import Foundation
import Testing

@testable import IntentKit
@testable import IntentWire

/// An entity slow to show: its display takes a tenth of a millisecond, as one looked up elsewhere might.
struct Sloth: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sloth"
    static let defaultQuery = SlothQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation {
        Thread.sleep(forTimeInterval: 0.000_1)
        return "\(id)"
    }
}

struct SlothQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Sloth] { [] }
}

/// A small entity, quick to write.
struct Pebble: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pebble"
    static let defaultQuery = PebbleQuery()
    var id: String
    @Property(title: "Grams") var grams: Int
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    init(id: String, grams: Int) {
        self.id = id
        self.grams = grams
    }
}

struct PebbleQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Pebble] { [] }
}

/// A page is written in two halves at once only when timing its first entities shows each half would be long
/// enough to be worth another core; however it is written, its text is the same.
@Suite struct PageSplittingTests {
    private static func pebbles(_ count: Int) -> [Pebble] { (0..<count).map { Pebble(id: "p\($0)", grams: $0 * 7) } }

    private static func parts(_ page: EntityPage) -> (runs: Int, json: [UInt8])? {
        guard case .encoded(let encoded) = page else { return nil }
        return (encoded.runs.count, encoded.json)
    }

    /// The entities a page's response reads as on the test side.
    private static func read(_ page: EntityPage) throws -> [EntityValue] {
        var writer = JSONWriter()
        let wrote = page.response(page: nil).writeJSON(to: &writer)
        #expect(wrote)
        return try JSONValueDecoder.decode(EntityQueryResponse.self, from: JSONParser.parse(writer.bytes)).entities
    }

    @Test func theDecisionWeighsTheTimeTheRestWouldTake() {
        let half = FoundEntities.leastHalfWorthAnotherCore
        // 16 entities timed at a fiftieth of a half each: 100 more would take two halves exactly.
        #expect(FoundEntities.isWorthSplitting(100, after: 16, took: half * 16 / 50))
        #expect(!FoundEntities.isWorthSplitting(99, after: 16, took: half * 16 / 50))
        #expect(!FoundEntities.isWorthSplitting(100, after: 16, took: half * 16 / 100))
        #expect(!FoundEntities.isWorthSplitting(1, after: 16, took: .seconds(1)), "one entity has no halves")
        #expect(!FoundEntities.isWorthSplitting(100, after: 0, took: .seconds(1)), "nothing timed, nothing to go by")
    }

    @Test func slowEntitiesAreWrittenInHalvesAsWritingThemInTurnWould() throws {
        let sloths = (0..<40).map { Sloth(id: "s\($0)") }
        let found = FoundEntities(sloths)
        let split = try #require(Self.parts(found.page(0..<sloths.count)))
        let inTurn = try #require(Self.parts(found.page(0..<sloths.count, splitting: .never)))
        // 16 × 0.1 ms timed: the 24 left would take at least 2.4 ms, two halves of 1.2 ms.
        #expect(split.runs == 3)
        #expect(inTurn.runs == 1)
        #expect(split.json == inTurn.json)
    }

    @Test func aPageWithOneEntityAfterTheTimedOnesIsWrittenInTurn() throws {
        let pebbles = Self.pebbles(FoundEntities.entitiesTimedBeforeSplitting + 1)
        let page = FoundEntities(pebbles).page(0..<pebbles.count)
        #expect(Self.parts(page)?.runs == 1)
        #expect(try Self.read(page) == pebbles.map(\.entityValue))
    }

    @Test(arguments: [0, 1, 15, 16, 17, 18, 40])
    func everySizeReadsAsEveryEntityInOrderHoweverWritten(count: Int) throws {
        let pebbles = Self.pebbles(count)
        let found = FoundEntities(pebbles)
        for splitting in [PageSplitting.whenWorthIt, .always, .never] {
            let page = found.page(0..<count, splitting: splitting)
            #expect(Self.parts(page) != nil, "written directly")
            #expect(try Self.read(page) == pebbles.map(\.entityValue), "\(count) entities, \(splitting)")
        }
    }
}
