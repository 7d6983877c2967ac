import Dispatch
import Foundation
import IntentJSON
import Synchronization

/// Reads a large `entities` array in two halves at once.
///
/// A page of a thousand events is a megabyte of text, and reading it took the test side as long as the app took
/// to write it (the app writes each page in two halves, one per core). The second half starts at an element
/// boundary found by its bytes: `},{"type":"` cannot occur inside a JSON string (a quote there is escaped), and the
/// app writes it only between the entities of a list. The first half must then end exactly at that boundary; when
/// it does not (the text was laid out otherwise, or the boundary belonged to a nested list), the whole array is
/// read again in turn, so the result is always what reading in turn gives.
extension JSONParser {
    /// The least text after the `[` worth splitting: below it, handing half to another thread costs more than it saves.
    static let smallestEntityListReadInHalves = 64 * 1024

    /// Reads an array of entities, a large one in two halves at once.
    mutating func readEntityList() throws(JSONCodingError) -> [EntityValue] {
        if bytes.count - index >= Self.smallestEntityListReadInHalves, let list = readEntityListInHalves() {
            return list
        }
        var list: [EntityValue] = []
        try readArray { parser, _ throws(JSONCodingError) in list.append(try EntityValue(json: &parser)) }
        return list
    }

    /// The two-halves read; `nil` (with the parser where it was) when the halves do not meet at the boundary or
    /// either fails (then read in turn, which names the problem).
    mutating func readEntityListInHalves() -> [EntityValue]? {
        let (start, startDepth) = (index, depth)
        guard peek() == UInt8(ascii: "["), (try? enterNesting()) != nil else { return nil }
        index += 1
        guard let boundary = entityBoundary(after: index + (bytes.count - index) / 2) else {
            (index, depth) = (start, startDepth)
            return nil
        }
        let halves = EntityListHalves(parser: self, boundary: boundary)
        DispatchQueue.concurrentPerform(iterations: 2) { half in halves.read(half) }
        guard let results = halves.results() else {
            (index, depth) = (start, startDepth)
            return nil
        }
        (index, depth) = (results.end, results.depth)
        return EntityValueRun.joined(results.head, results.tail)
    }

    /// Where the next `},{"type":"` at or after `position` puts an entity's `{`; `nil` when there is none.
    private func entityBoundary(after position: Int) -> Int? {
        let marker: StaticString = #"},{"type":""#
        let count = marker.utf8CodeUnitCount
        guard let base = bytes.baseAddress, position + count <= bytes.count else { return nil }
        var scan = position
        while scan + count <= bytes.count {
            guard let found = memchr(base + scan, Int32(UInt8(ascii: "}")), bytes.count - count - scan + 1) else { return nil }
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, marker.utf8Start, count) == 0 { return at + 2 }
            scan = at + 1
        }
        return nil
    }

    /// Reads entities and their commas until the parser stands exactly at `boundary`; `nil` otherwise.
    fileprivate mutating func readEntities(upTo boundary: Int) -> EntityValueRun? {
        let list = EntityValueRun()
        while index < boundary {
            skipWhitespace()
            guard let entity = try? EntityValue(json: &self) else { return nil }
            list.append(consume entity)
            skipWhitespace()
            guard peek() == UInt8(ascii: ",") else { return nil }
            index += 1
        }
        return index == boundary ? list : nil
    }

    /// Reads entities separated by commas through the array's closing `]`; `nil` when anything else is met.
    fileprivate mutating func readEntitiesToArrayEnd() -> EntityValueRun? {
        let list = EntityValueRun()
        while true {
            skipWhitespace()
            guard let entity = try? EntityValue(json: &self) else { return nil }
            list.append(consume entity)
            skipWhitespace()
            guard let next = peek() else { return nil }
            index += 1
            if next == UInt8(ascii: "]") {
                depth -= 1
                return list
            }
            guard next == UInt8(ascii: ",") else { return nil }
        }
    }
}

/// The two halves of a two-halves read: each thread reads one with its own copy of the parser and keeps what it
/// read; the caller takes both once `concurrentPerform` has returned.
///
/// Unchecked because the parser's text is a buffer pointer: it is only read, and it outlives the read.
private final class EntityListHalves: @unchecked Sendable {
    private let parser: JSONParser
    private let boundary: Int
    private let head = Mutex<EntityValueRun?>(nil)
    private let tail = Mutex<(list: EntityValueRun, end: Int, depth: Int)?>(nil)

    init(parser: JSONParser, boundary: Int) {
        self.parser = parser
        self.boundary = boundary
    }

    /// Reads the first half (`0`: up to the boundary) or the second (`1`: from it to the array's end).
    func read(_ half: Int) {
        var reader = parser
        if half == 0 {
            let list = reader.readEntities(upTo: boundary)
            head.withLock { $0 = list }
        } else {
            reader.index = boundary
            guard let list = reader.readEntitiesToArrayEnd() else { return }
            tail.withLock { $0 = (list, reader.index, reader.depth) }
        }
    }

    /// Both halves' entities and where the parser ends, taken out of the halves; `nil` when either half failed.
    func results() -> (head: EntityValueRun, tail: EntityValueRun, end: Int, depth: Int)? {
        guard let first = head.withLock({ $0.take() }), let second = tail.withLock({ $0.take() }) else { return nil }
        return (first, second.list, second.end, second.depth)
    }
}
