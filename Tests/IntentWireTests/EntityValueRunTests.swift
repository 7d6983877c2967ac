import Testing

@testable import IntentWire

/// The runs a two-halves read fills are joined by moving their entities, in order, whatever their sizes.
@Suite struct EntityValueRunTests {
    private static func entity(_ number: Int) -> EntityValue {
        EntityValue(
            typeIdentifier: "EventEntity", instanceIdentifier: "event-\(number)-" + String(repeating: "x", count: number % 40),
            properties: ["order": .int(number)], display: DisplayRepresentationValue(title: "Event \(number)"), ownership: number % 3 == 0 ? ["shared"] : nil)
    }

    @Test(arguments: [(0, 0), (1, 0), (0, 5), (600, 3), (256, 257), (1_000, 1_000)])
    func joinsInOrderAndEmptiesTheRuns(firstCount: Int, secondCount: Int) {
        let first = EntityValueRun()
        let second = EntityValueRun()
        for number in 0..<firstCount { first.append(Self.entity(number)) }
        for number in firstCount..<(firstCount + secondCount) { second.append(Self.entity(number)) }
        #expect(first.count == firstCount && second.count == secondCount)
        let joined = EntityValueRun.joined(first, second)
        #expect(joined == (0..<(firstCount + secondCount)).map(Self.entity))
        #expect(first.count == 0 && second.count == 0)
    }

    @Test func aRunFreedUnjoinedFreesItsEntities() {
        weak var probe: EntityValueRun?
        do {
            let run = EntityValueRun()
            for number in 0..<300 { run.append(Self.entity(number)) }
            probe = run
            #expect(run.count == 300)
        }
        #expect(probe == nil)
    }
}
