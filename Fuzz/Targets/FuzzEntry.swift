import Foundation

// The one libFuzzer entry point of the fuzz binary: it runs the target named by `FUZZ_TARGET` on each input.
// Built by `Fuzz/run`, which compiles this folder into one module with the parsers and formatters it checks.

/// A fuzz target: a check of one parser or formatter that traps (so libFuzzer saves the input) when the code
/// traps on its own or when it disagrees with its oracle.
struct FuzzTarget: Sendable {
    let name: String
    let check: @Sendable ([UInt8]) -> Void
}

/// Every target, by name.
enum FuzzTargets {
    static let all: [FuzzTarget] = [
        FuzzTarget(name: "json", check: JSONFuzz.check),
        FuzzTarget(name: "json-number", check: JSONNumberFuzz.check),
        FuzzTarget(name: "intent-value", check: IntentValueFuzz.check),
        FuzzTarget(name: "envelope", check: EnvelopeFuzz.check),
        FuzzTarget(name: "uuid", check: UUIDFuzz.check),
        FuzzTarget(name: "event-date", check: EventDateFuzz.check),
        FuzzTarget(name: "harness-arguments", check: HarnessArgumentFuzz.check),
        FuzzTarget(name: "terminal-keys", check: TerminalKeyFuzz.check),
        FuzzTarget(name: "swift-source", check: SwiftSourceFuzz.check),
        FuzzTarget(name: "icalendar", check: ICalendarFuzz.check),
        FuzzTarget(name: "decimal", check: DecimalTextFuzz.check),
        FuzzTarget(name: "xunit-report", check: XUnitReportFuzz.check),
        FuzzTarget(name: "metadata-cache", check: MetadataCacheFuzz.check),
        FuzzTarget(name: "mcp-value", check: MCPValueFuzz.check),
    ]

    /// The target `FUZZ_TARGET` names; the process exits with the list when it names none.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        if let target = all.first(where: { $0.name == name }) { return target }
        FileHandle.standardError.write(Data("FUZZ_TARGET=\(name): no such target; set one of \(all.map(\.name).joined(separator: ", "))\n".utf8))
        exit(2)
    }()
}

/// Fails the run with the input that broke an oracle.
func oracleFailed(_ target: String, _ what: String, _ input: [UInt8]) -> Never {
    fatalError("\(target): \(what); input \(String(decoding: input.prefix(400), as: UTF8.self).debugDescription)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTargets.selected.check(bytes)
    return 0
}
