import Foundation
import Testing

@testable import harness

/// The hand-off floor's reader hands over whole lines, in order, however the bytes arrive, and then the end.
@Suite struct LineHandOffTests {
    @Test func handsOverWholeLinesInOrderWhateverTheChunks() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let lines = LineHandOff()
        let readEnd = fds[0]
        let reader = Thread { lines.readLines(from: readEnd) }
        reader.start()
        let expected = (0..<200).map { Array("line \($0) \(String(repeating: "x", count: $0 % 37))\n".utf8) }
        // Written in pieces that split lines anywhere, several lines in one piece, or a piece of one byte.
        let text = expected.flatMap { $0 }
        var offset = 0
        var piece = 1
        while offset < text.count {
            let end = min(text.count, offset + piece)
            _ = text[offset..<end].withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
            offset = end
            piece = piece * 7 % 97 + 1
        }
        close(fds[1])
        for line in expected { #expect(lines.next() == line) }
        #expect(lines.next() == nil, "the end of input is handed over after the last line")
        close(fds[0])
    }
}
