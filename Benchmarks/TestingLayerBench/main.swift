import Foundation
import LayerBenchReport

// `TestingLayerBench --sizes 1000,10000 --iterations 200 [--suite-tests 1000]`: the Apple-shaped layer (IntentKitTesting) beside the client
// core (IntentKitClient) on one CometCal per store size, samples interleaved. `harness bench` runs it and reads the
// JSON it prints (`LayerReport`); it is a process of its own because the harness never links XCTest or Swift Testing,
// which IntentKitTesting does.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(of option: String) -> String? {
    guard let index = arguments.firstIndex(of: option), arguments.indices.contains(index + 1) else { return nil }
    return arguments[index + 1]
}

guard let sizesText = value(of: "--sizes"), let iterationsText = value(of: "--iterations"), let iterations = Int(iterationsText), iterations >= 1,
    case let sizes = sizesText.split(separator: ",").compactMap({ Int($0) }), !sizes.isEmpty, sizes.allSatisfy({ $0 >= 1 })
else {
    FileHandle.standardError.write(Data("usage: TestingLayerBench --sizes N[,N…] --iterations K [--suite-tests T] (whole numbers, 1 or more)\n".utf8))
    exit(2)
}

do {
    var report = LayerReport(sizes: [])
    for size in sizes {
        report.sizes.append(try await LayerMeasurement(size: size, iterations: iterations).run())
    }
    if let suiteTests = value(of: "--suite-tests").flatMap(Int.init), suiteTests >= 1 {
        report.suite = try await SuiteMeasurement(tests: suiteTests).run()
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    FileHandle.standardOutput.write(try encoder.encode(report) + Data("\n".utf8))
} catch {
    FileHandle.standardError.write(Data("TestingLayerBench: \(error)\n".utf8))
    exit(1)
}
