import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentWire

/// A large `entities` array read in two halves at once gives exactly the list read in turn, or falls back to it.
@Suite struct EntityListHalvesTests {
    /// Enough entities that the text after the `[` passes the size the reader splits at.
    static let large = EntityQueryResponse(
        entities: (0..<200).map { number in
            var event = WireCodingTests.event
            event.instanceIdentifier = "E\(number)"
            return number % 7 == 3 ? WireCodingTests.place : event
        },
        page: PageInfo(total: 500, nextCursor: "c"))

    private func written(_ response: EntityQueryResponse) -> [UInt8] {
        (try? response.jsonBytes()) ?? []
    }

    private func direct(_ bytes: [UInt8]) -> EntityQueryResponse? {
        try? EntityQueryResponse.read(from: bytes)
    }

    /// The response read entity by entity, each from its own text (too short to split): the list read in turn.
    private func tree(_ bytes: [UInt8]) -> EntityQueryResponse? {
        guard case .object(let object)? = try? JSONParser.parse(bytes), case .array(let items)? = object["entities"],
            let entities = try? items.map({ item throws(JSONCodingError) in try EntityValue.read(from: item) })
        else { return nil }
        var page: PageInfo?
        if let info = object["page"], info != .null {
            guard let read = try? PageInfo.read(from: info) else { return nil }
            page = read
        }
        return EntityQueryResponse(entities: entities, page: page)
    }

    /// The halves of the `entities` array of `bytes`, read alone: `nil` when they do not meet.
    private func halves(_ bytes: [UInt8]) -> (list: [EntityValue]?, index: Int, restored: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            let start = Array(#"{"entities":"#.utf8).count
            parser.index = start
            let list = parser.readEntityListInHalves()
            return (list, parser.index, parser.index == start && parser.depth == 0)
        }
    }

    @Test func theHalvesOfWhatTheAppWritesAreTheWholeList() throws {
        let bytes = written(Self.large)
        #expect(bytes.count > JSONParser.smallestEntityListReadInHalves)
        let read = halves(bytes)
        #expect(read.list == Self.large.entities, "the halves met at an entity boundary")
        #expect(direct(bytes) == Self.large)
        #expect(tree(bytes) == Self.large)
    }

    /// Entities separated by `}, {` have no boundary to split at: read in turn, the same list.
    @Test func otherLayoutsAreReadInTurn() throws {
        let spaced = Array(String(decoding: written(Self.large), as: UTF8.self).replacingOccurrences(of: #"},{"type":"#, with: #"}, {"type":"#).utf8)
        let read = halves(spaced)
        #expect(read.list == nil && read.restored)
        #expect(direct(spaced) == Self.large)
    }

    /// The boundary text inside a property's array (not between entities): the halves do not meet, the parser is
    /// put back, and the answer is the tree path's.
    @Test func aBoundaryInsideAnEntityIsNotSplitAt() throws {
        var text = String(decoding: written(Self.large), as: UTF8.self)
        let middle = text.index(text.startIndex, offsetBy: text.utf8.count / 2)
        let property = text.range(of: #""count":{"int":"#, range: middle..<text.endIndex)!
        text.replaceSubrange(property, with: #""odd":{"array":[{"int":1},{"type":"T","id":"x"}]},"count":{"int":"#)
        let bytes = Array(text.utf8)
        let read = halves(bytes)
        #expect(read.list == nil && read.restored)
        #expect(direct(bytes) == nil)
        #expect(tree(bytes) == nil)
    }

    /// Few entities, each larger than half the text: the second half starts at the next entity's start, wherever
    /// that is, and the halves are still the whole list.
    @Test func entitiesLargerThanHalfTheTextAreReadWhole() throws {
        let large = EntityQueryResponse(
            entities: (0..<3).map { number in
                var event = WireCodingTests.event
                event.instanceIdentifier = "E\(number)" + String(repeating: "x", count: 30_000 * (number + 1))
                return event
            },
            page: nil)
        let bytes = written(large)
        #expect(bytes.count > JSONParser.smallestEntityListReadInHalves)
        #expect(halves(bytes).list == large.entities)
        #expect(direct(bytes) == large)
    }

    /// Lists of every length around the split, with entities of varied size: always the list read in turn.
    @Test func everyLengthReadsAsTheListInTurn() throws {
        for count in stride(from: 150, through: 400, by: 17) {
            let response = EntityQueryResponse(
                entities: (0..<count).map { number in
                    var event = WireCodingTests.event
                    event.instanceIdentifier = "E\(number)" + String(repeating: "y", count: number * 37 % 300)
                    return number % 5 == 2 ? WireCodingTests.place : event
                },
                page: PageInfo(total: count, nextCursor: nil))
            let bytes = written(response)
            #expect(halves(bytes).list == response.entities, "\(count) entities")
            #expect(direct(bytes) == response)
        }
    }

    /// Damaged copies of a large reply: whenever the direct reader gives a value, the tree path gives the same.
    @Test func agreesWithTheTreePathOnDamagedText() throws {
        let original = written(Self.large)
        var generator = SeededGenerator(seed: 0xBA_1F)
        var accepted = 0
        for _ in 0..<300 {
            let damaged = generator.damage(original, replacements: Array(#"{}[],:"\ 0123456789.-eEtfnulab"#.utf8) + [0x80, 0xFF, 0x0A])
            guard let read = direct(damaged) else { continue }
            accepted += 1
            #expect(read == tree(damaged))
        }
        #expect(accepted > 0)
    }
}
