/// The harness's xunit timings reader and its sharding on any bytes as a report: they read or skip and never trap,
/// every duration is finite, and the shards they give hold every listed test once.
enum XUnitReportFuzz {
    static func check(_ input: [UInt8]) {
        let durations = XUnitTimings.durations(in: String(decoding: input, as: UTF8.self))
        guard durations.values.allSatisfy(\.isFinite) else { oracleFailed("xunit-report", "a duration is not finite", input) }
        let tests = Array(durations.keys.sorted().prefix(50)) + ["Fuzz.Case/testUnlisted"]
        let shards = TestShards(tests: tests, total: 1 + Int(input.first ?? 0) % 4, durations: durations)
        guard shards.shards.flatMap({ $0 }).sorted() == tests.sorted() else { oracleFailed("xunit-report", "the shards do not hold every test once", input) }
    }
}
