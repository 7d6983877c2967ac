/// Splits a suite's tests into shards for separate runners: deterministic, disjoint and complete, balanced by the
/// durations of an earlier run when known (longest first, each to the least loaded shard), else by count.
struct TestShards: Equatable {
    /// The tests of each shard, in the order `swift test list` gives them.
    let shards: [[String]]

    /// Splits `tests` (identifiers as `swift test list` prints them) into `total` shards.
    /// - Parameters:
    ///   - tests: The identifiers; repeats are taken once.
    ///   - total: How many shards, at least 1.
    ///   - durations: Seconds each test took in an earlier run, by identifier; a test without one weighs the median of
    ///     those known (1 when none is known).
    init(tests: [String], total: Int, durations: [String: Double] = [:]) {
        var seen: Set<String> = []
        let unique = tests.filter { seen.insert($0).inserted }
        let known = unique.compactMap { durations[$0] }.sorted()
        let typical = known.isEmpty ? 1 : known[known.count / 2]
        let weighed = unique.enumerated().map { (position: $0.offset, test: $0.element, weight: max(durations[$0.element] ?? typical, 0)) }
        // Longest first; equal weights in list order, so that a run without timings deals the tests out in turn.
        let order = weighed.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.position < $1.position }
        var loads = [Double](repeating: 0, count: max(total, 1))
        var members = [[(position: Int, test: String)]](repeating: [], count: loads.count)
        for item in order {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 } ?? 0
            loads[lightest] += item.weight
            members[lightest].append((item.position, item.test))
        }
        shards = members.map { $0.sorted { $0.position < $1.position }.map(\.test) }
    }

    /// A `swift test --filter` pattern that selects exactly these tests: each identifier, escaped, from the start.
    ///
    /// An XCTest identifier (`Module.Class/testName`) ends with `$`, so that it is not taken for the start of a longer
    /// name. A Swift Testing identifier (`Module.Suite/name()`) has none: Swift Testing matches the pattern against
    /// more than the identifier, so `$` would select nothing; its closing parenthesis already ends the name.
    static func filterPattern(for tests: [String]) -> String {
        guard !tests.isEmpty else { return "^$" }
        return "^(" + tests.map { escaped($0) + ($0.hasSuffix(")") ? "" : "$") }.joined(separator: "|") + ")"
    }

    /// The identifier with every regular-expression metacharacter escaped.
    static func escaped(_ identifier: String) -> String {
        var text = ""
        for character in identifier {
            if "\\^$.|?*+()[]{}".contains(character) { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
