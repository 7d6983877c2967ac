import Testing

@testable import IntentWire
@testable import harness

/// Numbers typed for `Int` and `Double` parameters are read exactly or refused, naming the range; never changed to
/// the nearest value the type holds.
@Suite struct NumberArgumentTests {
    let parser = ArgumentValueParser(metadata: AppMetadata(app: AppDescriptor(bundleIdentifier: "com.example.X", name: "X", version: "1")))

    private func problem(_ text: String, _ type: ValueType) -> String? {
        do {
            _ = try parser.parse(text, as: type, name: "n")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("-9223372036854775809", "n=-9223372036854775809 is out of range for Int, which holds -9223372036854775808 to 9223372036854775807"),
        ("9223372036854775808", "n=9223372036854775808 is out of range for Int, which holds -9223372036854775808 to 9223372036854775807"),
        ("2.5", "n=2.5 is not a whole number, as Int requires"), ("3.0000000000000001", "n=3.0000000000000001 is not a whole number, as Int requires"),
        ("three", "n=three: expected a whole number"), ("nan", "n=nan: expected a whole number"),
    ])
    func integersPastTheRangeOrWithAFractionAreRefused(_ text: String, _ message: String) {
        #expect(problem(text, .int) == message)
    }

    @Test func integersAtTheEdgesAndInOtherSpellingsAreRead() throws {
        #expect(try parser.parse("-9223372036854775808", as: .int, name: "n") == .int(.min))
        #expect(try parser.parse("9223372036854775807", as: .int, name: "n") == .int(.max))
        #expect(try parser.parse("1e3", as: .int, name: "n") == .int(1_000))
    }

    @Test(arguments: [
        ("1e-400", "n=1e-400 is not zero but nearer zero than a Double can be (its least magnitude is 5e-324), so it would be read as 0"),
        ("1e400", "n=1e400 is out of range for a Double, whose largest magnitude is 1.7976931348623157e+308"),
        ("nan", "n=nan: expected a finite number"), ("inf", "n=inf: expected a finite number"),
    ])
    func doublesPastTheRangeOrBelowItsLeastAreRefused(_ text: String, _ message: String) {
        #expect(problem(text, .double) == message)
    }

    @Test func doublesKeepSubnormalsAndNegativeZero() throws {
        #expect(try parser.parse("5e-324", as: .double, name: "n") == .double(.leastNonzeroMagnitude))
        guard case .double(let zero) = try parser.parse("-0", as: .double, name: "n") else {
            Issue.record("not a double")
            return
        }
        #expect(zero == 0 && zero.sign == .minus)
    }
}
