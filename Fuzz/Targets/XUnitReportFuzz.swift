/// The harness's xunit readers on any bytes as a report: the timings reader and its sharding, and `harness report`'s
/// merge of recorded failure texts. They read or skip and never trap; every duration is finite; the shards hold every
/// listed test once; a merge with nothing recorded changes nothing, and every recorded test is filled or named as
/// unmatched, its text in the report escaped.
enum XUnitReportFuzz {
    static func check(_ input: [UInt8]) {
        let report = String(decoding: input, as: UTF8.self)
        let durations = XUnitTimings.durations(in: report)
        guard durations.values.allSatisfy(\.isFinite) else { oracleFailed("xunit-report", "a duration is not finite", input) }
        let tests = Array(durations.keys.sorted().prefix(50)) + ["Fuzz.Case/testUnlisted"]
        let shards = TestShards(tests: tests, total: 1 + Int(input.first ?? 0) % 4, durations: durations)
        guard shards.shards.flatMap({ $0 }).sorted() == tests.sorted() else { oracleFailed("xunit-report", "the shards do not hold every test once", input) }

        guard XUnitFailureText.merged(report: report, failures: [:]).report == report else {
            oracleFailed("xunit-report", "a merge with nothing recorded changed the report", input)
        }
        let text = "boom <&> \"quoted\"\nline two \u{1}"
        let failures = Dictionary(uniqueKeysWithValues: tests.map { ($0, [text]) })
        let merge = XUnitFailureText.merged(report: report, failures: failures)
        guard merge.filled + merge.unmatched.count == failures.count else { oracleFailed("xunit-report", "a recorded test was neither filled nor unmatched", input) }
        if merge.filled > 0 {
            guard merge.report.contains(XUnitFailureText.escaped(text, attribute: false)) else { oracleFailed("xunit-report", "a filled text is not in the report", input) }
        }
    }
}
