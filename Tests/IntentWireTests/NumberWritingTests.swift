import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentWire

/// Numbers written straight to the buffer read exactly as Swift describes them, the text JSON has always carried.
@Suite struct NumberWritingTests {
    private func written(_ value: Double) -> String? {
        var writer = JSONWriter()
        guard (try? writer.writeNumber(value)) != nil else { return nil }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(arguments: [
        0.0, -0.0, 0.01, 0.1, 0.25, 1, -1, 1.5, 12.34, 5_400, 99.99, 100, 817_714_800.25, 817_718_400, -817_714_800.7,
        0x1p40 - 0.25, 0x1p40, 0x1p40 + 1, 1e-5, 0.005, 1e15, 1e16, 0.3, 2.675, 1.005, 0.07, 1e300, Double.leastNonzeroMagnitude,
        -Double.leastNormalMagnitude, -Double.greatestFiniteMagnitude, -0x1.fffffffffffffp-1000,
    ])
    func knownValues(_ value: Double) {
        #expect(written(value) == value.description)
    }

    @Test func randomValuesAcrossEveryRange() {
        var generator = SeededGenerator(seed: 0xD1_6175)
        for turn in 0..<200_000 {
            let value: Double
            switch turn % 5 {
            case 0: value = Double(Int64(bitPattern: generator.next()) % 100_000_000_000) / 100  // hundredths
            case 1: value = Double(generator.next() % 2_000_000_000) + Double(generator.next() % 10_000_000) / 10_000_000  // dates
            case 2: value = Double(Int64(bitPattern: generator.next()) % 1_000_000) / 10  // tenths
            case 3: value = Double(bitPattern: generator.next())  // anything
            default: value = Double(Int64(bitPattern: generator.next()) >> 20) / 100 * (generator.next() % 2 == 0 ? 1 : 1e-3)
            }
            let expected = value.isFinite ? value.description : nil
            #expect(written(value) == expected, "\(value.description)")
            if written(value) != expected { return }
        }
    }
}
