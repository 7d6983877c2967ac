import Testing

@testable import harness

/// Durations as typed and as shown: seconds or amounts with units, read back the way they were written.
@Suite struct DurationArgumentTests {
    @Test(arguments: [
        ("90", 90.0), ("45s", 45), ("1h30m", 5_400), ("1h 30m", 5_400), ("2d 4h", 187_200), ("1.5h", 5_400), ("0", 0), ("-30", -30),
    ])
    func acceptedForms(_ text: String, _ seconds: Double) {
        #expect(DurationArgument.parse(text) == seconds)
    }

    @Test(arguments: ["", "h", "1x", "30m1h", "1h1h", "1h30", "nan", "inf", "1e400"])
    func refusedForms(_ text: String) {
        #expect(DurationArgument.parse(text) == nil)
    }

    /// An app may send any duration: past a million years it is shown in seconds (its units once overflowed an Int).
    @Test(arguments: [1e15, 1e20, -1e300, Double.greatestFiniteMagnitude])
    func aDurationTooLongForUnitsIsShownInSeconds(_ seconds: Double) {
        #expect(DurationArgument.format(seconds) == "\(seconds)s")
    }

    /// Found by the harness-arguments fuzz target: a negative duration was shown as `-9s`, which was then refused.
    @Test(arguments: [-9.0, -90, -187_245, -1])
    func negativeDurationsReadBackAsShown(_ seconds: Double) {
        #expect(DurationArgument.parse(DurationArgument.format(seconds)) == seconds)
    }

    @Test func shownInTheLargestUnits() {
        #expect(DurationArgument.format(5_400) == "1h 30m")
        #expect(DurationArgument.format(187_245) == "2d 4h 45s")
        #expect(DurationArgument.format(0) == "0s")
        #expect(DurationArgument.format(-90) == "-1m 30s")
        #expect(DurationArgument.format(0.25) == "0.25s")
        #expect(DurationArgument.parse(DurationArgument.format(187_245)) == 187_245, "what is shown can be typed back")
    }
}
