import Foundation

/// Timings of one operation, in microseconds, with the statistics the benchmark reports.
struct Samples: Encodable {
    let microseconds: [Double]

    init(_ microseconds: [Double]) { self.microseconds = microseconds.sorted() }

    /// The median.
    var p50: Double { percentile(0.5) }
    /// The 90th percentile.
    var p90: Double { percentile(0.9) }

    func percentile(_ fraction: Double) -> Double {
        guard !microseconds.isEmpty else { return 0 }
        return microseconds[min(microseconds.count - 1, Int((Double(microseconds.count - 1) * fraction).rounded()))]
    }

    enum CodingKeys: String, CodingKey { case p50, p90, samples }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.rounded(p50), forKey: .p50)
        try container.encode(Self.rounded(p90), forKey: .p90)
        try container.encode(microseconds.count, forKey: .samples)
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// A value to two decimals, for figures of a few units (milliseconds per test, microseconds per read).
    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Runs `body` `count` times after a few warm-up runs and records each duration.
    static func measure(_ count: Int, warmUp: Int = 5, _ body: () async throws -> Void) async throws -> Samples {
        for _ in 0..<warmUp { try await body() }
        var values: [Double] = []
        for _ in 0..<count { values.append(try await time(body)) }
        return Samples(values)
    }

    /// How long one run of `body` takes, in microseconds.
    static func time(_ body: () async throws -> Void) async rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        return microseconds(clock.now - start)
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
}

/// One round-trip figure beside the pipe floor measured in the same run.
struct RoundTrip: Encodable {
    let samples: Samples
    let floor: Double

    enum CodingKeys: String, CodingKey { case p50, p90, samples, ratioToFloor }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Samples.rounded(samples.p50), forKey: .p50)
        try container.encode(Samples.rounded(samples.p90), forKey: .p90)
        try container.encode(samples.microseconds.count, forKey: .samples)
        try container.encode(floor > 0 ? Samples.rounded(samples.p50 / floor) : 0, forKey: .ratioToFloor)
    }
}
