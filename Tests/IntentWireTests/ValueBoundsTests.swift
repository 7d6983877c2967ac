import Foundation
import Testing

@testable import IntentWire

/// The dates and durations both sides hold: years 1 to 9999, and durations whose milliseconds fit an `Int64`.
@Suite struct ValueBoundsTests {
    @Test(arguments: [
        (-63_114_076_800.0, true), (-63_114_076_800.5, false), (252_423_993_599.999, true), (252_423_993_600.0, false), (0, true),
        (1e20, false), (-1e20, false), (.greatestFiniteMagnitude, false), (-.greatestFiniteMagnitude, false), (.nan, false),
        (.infinity, false), (-.infinity, false), (.leastNonzeroMagnitude, true),
    ])
    func datesAreWithinYearsOneToNineThousandNineHundredNinetyNine(_ seconds: Double, _ contained: Bool) {
        #expect(ValueBounds.contains(Date(timeIntervalSinceReferenceDate: seconds)) == contained, "\(seconds)")
    }

    @Test func theEdgesAreTheISO8601Years() throws {
        let formatter = ISO8601DateFormatter()
        let first = try #require(formatter.date(from: "0001-01-01T00:00:00Z"))
        let last = try #require(formatter.date(from: "9999-12-31T23:59:59Z"))
        #expect(ValueBounds.contains(first))
        #expect(ValueBounds.contains(last))
        #expect(!ValueBounds.contains(first.addingTimeInterval(-1)))
        #expect(!ValueBounds.contains(last.addingTimeInterval(1)))
    }

    @Test(arguments: [
        (0.0, Duration.zero), (1.5, .milliseconds(1_500)), (-2.0004, .milliseconds(-2_000)), (9e15, .seconds(9_000_000_000_000_000)),
        (-9e15, .seconds(-9_000_000_000_000_000)),
    ])
    func durationsInRangeAreKeptToTheMillisecond(_ seconds: Double, _ expected: Duration) {
        #expect(ValueBounds.duration(seconds: seconds) == expected)
    }

    @Test(arguments: [9.000_000_000_000_002e15, -9.000_000_000_000_002e15, 1e20, 1e300, .greatestFiniteMagnitude, .nan, .infinity, -.infinity])
    func durationsOutOfRangeAreRefusedNotTrapped(_ seconds: Double) {
        #expect(ValueBounds.duration(seconds: seconds) == nil)
    }
}
