import Dispatch
import Synchronization

/// Work on a range split in two halves done at once, one per core.
enum RangeHalves {
    /// `body` of the first half of `range` and of the second, worked out on two threads at once.
    static func map<Result: Sendable>(_ range: Range<Int>, _ body: @Sendable (Range<Int>) -> Result) -> (Result, Result) {
        let middle = range.lowerBound + range.count / 2
        let results = Mutex<(Result?, Result?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                let first = body(range.lowerBound..<middle)
                results.withLock { $0.0 = first }
            } else {
                let second = body(middle..<range.upperBound)
                results.withLock { $0.1 = second }
            }
        }
        // concurrentPerform returns once both iterations have run.
        return results.withLock { ($0.0!, $0.1!) }
    }
}
