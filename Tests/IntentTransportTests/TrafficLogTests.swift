import Testing

@testable import IntentTransport
@testable import IntentWire

@Suite struct TrafficLogTests {
    @Test func keepsTheLastMessagesOldestFirst() {
        var log = TrafficLog()
        for number in 1...40 { log.append(number.isMultiple(of: 2) ? "→" : "←", Array("message \(number)".utf8)) }
        #expect(log.entries.count == TrafficLog.capacity)
        #expect(log.entries.first == "← message 25")
        #expect(log.entries.last == "→ message 40")
        #expect(log.entries == (25...40).map { "\($0.isMultiple(of: 2) ? "→" : "←") message \($0)" })
    }

    @Test func keepsFewerMessagesThanItsCapacityInOrder() {
        var log = TrafficLog()
        log.append("←", Array("one".utf8))
        log.append("→", Array("two".utf8))
        #expect(log.entries == ["← one", "→ two"])
    }

    @Test func cutsALongMessageAndMarksIt() {
        var log = TrafficLog()
        for _ in 0..<TrafficLog.capacity { log.append("←", Array("short".utf8)) }
        // A long message in a reused slot, then a short one in the next: neither keeps bytes of what was there.
        log.append("→", [UInt8](repeating: UInt8(ascii: "x"), count: 5_000))
        log.append("←", Array("ok".utf8))
        let entries = log.entries
        #expect(entries[entries.count - 2] == "→ " + String(repeating: "x", count: TrafficLog.lineLimit) + "…")
        #expect(entries.last == "← ok")
    }

    @Test func recordsALineGivenByItsStartAndLength() {
        var log = TrafficLog()
        log.append("→", Array("{\"id\":1".utf8), length: 9_000)
        #expect(log.entries == ["→ {\"id\":1…"])
    }
}
