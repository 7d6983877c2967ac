import Testing

@testable import IntentTransport
@testable import IntentWire

@Suite struct LineFramerTests {
    func lines(_ events: [LineFramer.Event]) -> [String] {
        events.map {
            switch $0 {
            case .line(let bytes): String(decoding: bytes, as: UTF8.self)
            case .oversized(let count, _): "<oversized \(count)>"
            }
        }
    }

    @Test func splitsJoinedMessages() {
        var framer = LineFramer()
        #expect(lines(framer.append(Array("a\nb\nc\n".utf8))) == ["a", "b", "c"])
    }

    @Test func reassemblesAnyChunking() {
        let stream = Array("{\"x\":1}\n{\"y\":\"two\"}\r\n\n\n{\"z\":[]}\n".utf8)
        for chunkSize in 1...stream.count {
            var framer = LineFramer()
            var collected: [String] = []
            var index = 0
            while index < stream.count {
                let end = min(index + chunkSize, stream.count)
                collected += lines(framer.append(stream[index..<end]))
                index = end
            }
            #expect(collected == [#"{"x":1}"#, #"{"y":"two"}"#, #"{"z":[]}"#], "chunk size \(chunkSize)")
            #expect(framer.pendingByteCount == 0)
        }
    }

    /// Large lines arriving in 64 KB reads, with short ones between them split across reads too: each whole.
    @Test func largeAndShortLinesInPiecesFollowingEachOther() {
        let large = String(repeating: "0123456789abcdef", count: 20_000)  // 320,000 bytes
        let larger = String(repeating: "fedcba9876543210", count: 50_000)
        let stream = Array((large + "\n" + "short\n" + larger + "\n" + "s\n" + large + "\n").utf8)
        var framer = LineFramer()
        var collected: [String] = []
        var index = 0
        while index < stream.count {
            let end = min(index + 65_536, stream.count)
            collected += lines(framer.append(stream[index..<end]))
            index = end
        }
        #expect(collected == [large, "short", larger, "s", large])
        #expect(framer.pendingByteCount == 0)
    }

    @Test func holdsAnIncompleteLine() {
        var framer = LineFramer()
        #expect(framer.append(Array("partial".utf8)).isEmpty)
        #expect(framer.pendingByteCount == 7)
        #expect(lines(framer.append(Array(" line\n".utf8))) == ["partial line"])
    }

    @Test func skipsEmptyInput() {
        var framer = LineFramer()
        #expect(framer.append([UInt8]()).isEmpty)
        #expect(framer.append(Array("\n\r\n".utf8)).isEmpty)
    }

    @Test func dropsOversizedLinesAndRecovers() {
        var framer = LineFramer(maximumLineLength: 8)
        #expect(lines(framer.append(Array("0123456789abc".utf8))).isEmpty)
        #expect(lines(framer.append(Array("def\nok\n".utf8))) == ["<oversized 16>", "ok"])
        #expect(lines(framer.append(Array("0123456789\nfine\n".utf8))) == ["<oversized 10>", "fine"])
    }

    @Test func acceptsALineAtTheLimit() {
        var framer = LineFramer(maximumLineLength: 4)
        #expect(lines(framer.append(Array("abcd\nabcde\n".utf8))) == ["abcd", "<oversized 5>"])
    }
}
