import Foundation

/// Durations as people type and read them: `90`, `45s`, `1h30m`, `2h`, `1d 4h`.
enum DurationArgument {
    /// The forms accepted, for messages.
    static let forms = "seconds (90), or amounts with units d, h, m, s (1h30m, 45m, 2d 4h)"

    private static let units: [(suffix: Character, seconds: Double)] = [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)]

    /// The number of seconds `text` stands for, or nil when it is not a duration.
    static func parse(_ text: String) -> Double? {
        var compact = Substring(text.filter { !$0.isWhitespace }.lowercased())
        if let seconds = Double(compact) { return seconds.isFinite ? seconds : nil }
        // A sign stands before the whole amount, as `format` writes it: `-1m 30s`.
        let sign: Double = compact.first == "-" ? -1 : 1
        if compact.first == "-" || compact.first == "+" { compact = compact.dropFirst() }
        var total = 0.0
        var number = ""
        var lastUnit = -1
        for character in compact {
            if character.isNumber || character == "." {
                number.append(character)
                continue
            }
            guard let index = units.firstIndex(where: { $0.suffix == character }), index > lastUnit, let amount = Double(number) else { return nil }
            total += amount * units[index].seconds
            lastUnit = index
            number = ""
        }
        guard number.isEmpty, lastUnit >= 0, total.isFinite else { return nil }
        return sign * total
    }

    /// `1h 30m`, `45s`, `2d 4h`, `0s`; fractions of a second as `0.25s`.
    static func format(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "\(seconds)s" }
        let sign = seconds < 0 ? "-" : ""
        var rest = abs(seconds)
        // Past a million years the whole units would not fit an Int: such a length is shown in seconds.
        guard rest.rounded() == rest, rest < 1e15 else { return "\(seconds)s" }
        var parts: [String] = []
        for unit in units where rest >= unit.seconds {
            let amount = (rest / unit.seconds).rounded(.down)
            parts.append("\(Int(amount))\(unit.suffix)")
            rest -= amount * unit.seconds
        }
        return parts.isEmpty ? "0s" : sign + parts.joined(separator: " ")
    }
}
