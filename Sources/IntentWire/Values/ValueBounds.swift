import Foundation

/// The dates and durations an IntentKit value may hold: what every app and client can store, convert and show.
///
/// A date is within the four-digit years of ISO 8601, 0001-01-01T00:00:00Z up to (not including)
/// 10000-01-01T00:00:00Z; a duration is at most ``longestDurationSeconds`` either way, which fits
/// `Duration`'s milliseconds in an `Int64`. Both sides refuse a value outside these at the boundary, naming
/// the range, instead of storing it or trapping on it later (a date of `1e20` seconds once crashed CometCal at
/// every launch after it was saved).
package enum ValueBounds {
    /// 0001-01-01T00:00:00Z as Foundation's ISO 8601 parser reads it (the Julian calendar before 1582), in seconds
    /// since 2001-01-01: the earliest date a client can write as an ISO 8601 string.
    package static let earliestDateSeconds: Double = -63_114_076_800
    /// 10000-01-01T00:00:00Z in seconds since 2001-01-01: every date is before it.
    package static let dateEndSeconds: Double = 252_423_993_600
    /// What a date must be, as error messages say it.
    package static let dateRangeText = "a date from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z"
    /// The longest duration, in seconds, either way (about 285 million years): its milliseconds fit an `Int64`,
    /// and every whole number of seconds up to it is exact in a `Double`.
    package static let longestDurationSeconds: Double = 9_000_000_000_000_000
    /// What a duration must be, as error messages say it.
    package static let durationRangeText = "a duration of at most 9000000000000000 seconds either way"

    /// Whether `date` is within the range (`false` for NaN and the infinities too).
    package static func contains(_ date: Date) -> Bool {
        let seconds = date.timeIntervalSinceReferenceDate
        return seconds >= earliestDateSeconds && seconds < dateEndSeconds
    }

    /// A duration of `seconds`, to the millisecond; `nil` outside the range or for NaN.
    package static func duration(seconds: Double) -> Duration? {
        guard seconds.magnitude <= longestDurationSeconds else { return nil }
        // In range (NaN is not), the rounded milliseconds are at most 9e18: they fit an Int64.
        return .milliseconds(Int64((seconds * 1_000).rounded()))
    }
}
