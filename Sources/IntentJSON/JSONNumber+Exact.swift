// Exact conversions of a JSON number: integers of every width from the digits, and the sentences for values a type
// cannot hold.

/// What a number's text is as an integer of some type: exactly that integer, a number with a fraction, or one the
/// type cannot hold.
public enum ExactInteger<Integer: FixedWidthInteger> {
    /// The text is this integer, exactly (`3`, `3.0`, `3e2`, `-0`).
    case value(Integer)
    /// The text has a non-zero fraction (`3.5`, `3.0000000000000001`, `1e-400`).
    case notWhole
    /// The text is a whole number outside the type's range (`9223372036854775808` for `Int`).
    case outOfRange
}

extension JSONNumber {
    /// The number's exact value as an integer of `type`, read from its decimal digits; never through a `Double`, which
    /// would round `-9223372036854775809` to `Int.min` and `3.0000000000000001` to `3`.
    @inlinable public func exactInteger<Integer: FixedWidthInteger>(as type: Integer.Type) -> ExactInteger<Integer> {
        Self.exactInteger(text.utf8, as: type)
    }

    /// The exact value of JSON number text as an integer of `type`, a type of at most 64 bits (see
    /// ``exactInteger(as:)``); text that is not a JSON number is out of range. No allocation: the digits are read once.
    @inlinable public static func exactInteger<Text: Collection<UInt8>, Integer: FixedWidthInteger>(
        _ text: Text, as type: Integer.Type
    ) -> ExactInteger<Integer> {
        var index = text.startIndex
        let negative = index != text.endIndex && text[index] == UInt8(ascii: "-")
        if negative { index = text.index(after: index) }
        // The value is magnitude × 10^(pendingZeros + exponent − fractionDigits), magnitude's last digit not zero.
        var magnitude: UInt64 = 0
        var overflowed = false
        var pendingZeros = 0
        var fractionDigits = 0
        var seenPoint = false
        var sawDigit = false
        while index != text.endIndex {
            let byte = text[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                sawDigit = true
                if seenPoint { fractionDigits += 1 }
                if byte == UInt8(ascii: "0") {
                    if magnitude != 0 || overflowed { pendingZeros += 1 }
                } else if !overflowed {
                    overflowed = !scale(&magnitude, byPowerOfTen: pendingZeros + 1)
                    let (sum, carry) = magnitude.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
                    (magnitude, overflowed) = (sum, overflowed || carry)
                    pendingZeros = 0
                } else {
                    pendingZeros = 0
                }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index = text.index(after: index)
        }
        guard sawDigit else { return .outOfRange }
        var exponent = 0
        if index != text.endIndex, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index = text.index(after: index)
            var exponentNegative = false
            if index != text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                index = text.index(after: index)
            }
            var exponentDigits = 0
            while index != text.endIndex, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
                // Saturates far beyond any scale that matters: past it, the value is 0 or out of every range.
                exponent = min(exponent * 10 + Int(text[index] &- UInt8(ascii: "0")), 1_000_000_000)
                exponentDigits += 1
                index = text.index(after: index)
            }
            guard exponentDigits > 0 else { return .outOfRange }
            if exponentNegative { exponent = -exponent }
        }
        guard index == text.endIndex else { return .outOfRange }
        // Zero in any spelling (`0`, `-0`, `0.000e7`).
        guard magnitude != 0 || overflowed else { return .value(0) }
        let powerOfTen = pendingZeros + exponent - fractionDigits
        // The digits end in a non-zero digit, so a negative power leaves a fraction.
        guard powerOfTen >= 0 else { return .notWhole }
        guard !overflowed, scale(&magnitude, byPowerOfTen: powerOfTen) else { return .outOfRange }
        if negative {
            let signed: Int64
            if magnitude == UInt64(Int64.max) + 1 {
                signed = .min
            } else if magnitude <= UInt64(Int64.max) {
                signed = -Int64(magnitude)
            } else {
                return .outOfRange
            }
            return Integer(exactly: signed).map(ExactInteger.value) ?? .outOfRange
        }
        return Integer(exactly: magnitude).map(ExactInteger.value) ?? .outOfRange
    }

    /// Multiplies by 10^power; `false` when the product does not fit (the value is then meaningless).
    @inlinable static func scale(_ value: inout UInt64, byPowerOfTen power: Int) -> Bool {
        guard value != 0 else { return true }
        for _ in 0..<power {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return false }
            value = product
        }
        return true
    }

    /// The sentence for text that an integer type cannot hold, naming the type's range.
    @inlinable public static func integerProblem<Integer: FixedWidthInteger>(_ text: String, _ reading: ExactInteger<Integer>, as type: Integer.Type) -> String {
        switch reading {
        case .notWhole: "\(text.truncatedForMessages) is not a whole number, as \(Integer.self) requires"
        default: "\(text.truncatedForMessages) is out of range for \(Integer.self), which holds \(Integer.min) to \(Integer.max)"
        }
    }

    /// Whether number text has a non-zero digit before its exponent (`e`, or `p` in hexadecimal).
    public static func hasNonZeroDigit(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P") { return false }
            if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }

    /// The sentence for number text a `Double` (or a `Float`, when `isFloat`) cannot hold: past its largest
    /// magnitude, or not zero but nearer zero than its least, which would be read as 0.
    public static func doubleProblem(_ text: String, isFloat: Bool = false) -> String {
        let type = isFloat ? "a Float" : "a Double"
        let value = Double(text) ?? .infinity
        let tooSmall = value == 0 || (isFloat && value.isFinite && Float(value) == 0)
        if tooSmall {
            let least = isFloat ? "\(Float.leastNonzeroMagnitude)" : "\(Double.leastNonzeroMagnitude)"
            return "\(text.truncatedForMessages) is not zero but nearer zero than \(type) can be (its least magnitude is \(least)), so it would be read as 0"
        }
        let largest = isFloat ? "\(Float.greatestFiniteMagnitude)" : "\(Double.greatestFiniteMagnitude)"
        return "\(text.truncatedForMessages) is out of range for \(type), whose largest magnitude is \(largest)"
    }
}
