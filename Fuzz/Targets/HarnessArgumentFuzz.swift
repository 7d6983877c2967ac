import Foundation

/// The harness's date and duration arguments: any text is read or refused, and what is read is shown and read
/// back without a trap.
enum HarnessArgumentFuzz {
    static let dates: DateArgument = {
        var dates = DateArgument()
        dates.timeZone = TimeZone(identifier: "Asia/Kolkata")!
        dates.now = Date(timeIntervalSince1970: 1_795_947_030.25)
        return dates
    }()

    static func check(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        if let date = dates.parse(text) {
            _ = dates.format(date)
            _ = dates.formatDay(date)
        }
        if let seconds = DurationArgument.parse(text) {
            let shown = DurationArgument.format(seconds)
            if seconds.rounded() == seconds, seconds.magnitude < 1e15, DurationArgument.parse(shown) != seconds {
                oracleFailed("harness-arguments", "\(seconds) s shown as \(shown) reads back as \(String(describing: DurationArgument.parse(shown)))", input)
            }
        }
    }
}
