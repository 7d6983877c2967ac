import Foundation
import IntentKit

/// Returns its text, and logs it with `print` as app code does.
struct EchoIntent: AppIntent {
    static let title: LocalizedStringResource = "Echo"
    @Parameter(title: "Text") var text: String
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        print("echo: \(text)")
        return .result(value: text)
    }
}

/// Sleeps cooperatively (cancellation ends it early), then returns how long it slept.
struct SleepIntent: AppIntent {
    static let title: LocalizedStringResource = "Sleep"
    @Parameter(title: "Seconds") var seconds: Double
    func perform() async throws -> some IntentResult & ReturnsValue<Double> {
        try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
        return .result(value: seconds)
    }
}

/// Blocks every thread of the concurrency pool for good, ignoring cancellation (and SIGTERM when asked).
struct WedgeIntent: AppIntent {
    static let title: LocalizedStringResource = "Wedge"
    @Parameter(title: "Ignore SIGTERM", default: false) var ignoreTerm: Bool
    func perform() async throws -> some IntentResult {
        if ignoreTerm { signal(SIGTERM, SIG_IGN) }
        let forever = DispatchSemaphore(value: 0)
        for _ in 0..<(ProcessInfo.processInfo.activeProcessorCount + 2) {
            Task.detached { forever.wait() }
        }
        forever.wait()
        return .result()
    }
}

/// Crashes the way Swift programs do: `fatalError`, a failed precondition, an index out of range.
struct CrashIntent: AppIntent {
    static let title: LocalizedStringResource = "Crash"
    @Parameter(title: "Kind", default: "fatalError") var kind: String
    func perform() async throws -> some IntentResult {
        switch kind {
        case "precondition": precondition(kind.isEmpty, "the coolant level is negative")
        case "index": _ = [Int]()[kind.count]
        default: fatalError("reactor breach in sector 7")
        }
        return .result()
    }
}

/// Errors whose descriptions hide their case names.
enum FaultError: Error, CustomStringConvertible {
    case reactorBreach(stage: Int)
    case coolantLow

    var description: String {
        switch self {
        case .reactorBreach(let stage): "the reactor breached at stage \(stage)"
        case .coolantLow: "coolant is low"
        }
    }
}

/// Throws a ``FaultError``.
struct ThrowIntent: AppIntent {
    static let title: LocalizedStringResource = "Throw"
    @Parameter(title: "Payload", default: true) var payload: Bool
    func perform() async throws -> some IntentResult {
        let error: FaultError = payload ? .reactorBreach(stage: 3) : .coolantLow
        if !error.description.isEmpty { throw error }
        return .result()
    }
}

/// Asks for a value while running.
struct AskIntent: AppIntent {
    static let title: LocalizedStringResource = "Ask"
    @Parameter(title: "Answer") var answer: String?
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: try await $answer.requestValue("What is the answer?") ?? "nil")
    }
}

/// Returns a string of the given length, to push a reply past the message limit.
struct LargeResultIntent: AppIntent {
    static let title: LocalizedStringResource = "Large Result"
    @Parameter(title: "Bytes") var bytes: Int
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: String(repeating: "x", count: max(0, bytes)))
    }
}

/// Puts two probes in the search index.
struct DonateProbesIntent: AppIntent {
    static let title: LocalizedStringResource = "Donate Probes"
    @Dependency var searchIndex: SearchIndex
    func perform() async throws -> some IntentResult {
        searchIndex.index([ProbeEntity(id: "p1", name: "Voyager"), ProbeEntity(id: "p2", name: "Pioneer")])
        return .result()
    }
}

/// Says what the app was launched with: its launch arguments and the value of one environment variable.
struct LaunchContextIntent: AppIntent {
    static let title: LocalizedStringResource = "Launch Context"
    @Parameter(title: "Variable") var variable: String
    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: IntentApp.launchArguments + ["\(variable)=\(ProcessInfo.processInfo.environment[variable] ?? "unset")"])
    }
}

/// Adds a tenth to an exact decimal, and returns a note's text: values whose Swift types are not the wire's own.
struct DecimalProbeIntent: AppIntent {
    static let title: LocalizedStringResource = "Decimal Probe"
    @Parameter(title: "Amount") var amount: Decimal
    @Parameter(title: "Note", default: AttributedString("none")) var note: AttributedString
    func perform() async throws -> some IntentResult & ReturnsValue<[Decimal]> {
        .result(value: [amount + Decimal(string: "0.1")!, Decimal(String(note.characters).count)])
    }
}

/// Throws one of App Intents' predefined errors, named `Group.name` (`Unrecoverable.entityNotFound`).
struct PredefinedErrorIntent: AppIntent {
    static let title: LocalizedStringResource = "Predefined Error"
    @Parameter(title: "Name") var name: String
    func perform() async throws -> some IntentResult {
        if name.isEmpty { return .result() }
        switch name {
        case "Unrecoverable.entityNotFound": throw AppIntentError.Unrecoverable.entityNotFound
        case "PermissionRequired.location": throw AppIntentError.PermissionRequired.location
        case "UserActionRequired.signin": throw AppIntentError.UserActionRequired.signin
        default: throw AppIntentError(description: "no predefined error named \(name)")
        }
    }
}

/// Asks for a color without a question of its own, as Apple's `requestChoice(between:)` may, and answers with a
/// dialog that has a caption and a symbol.
struct PlainChoiceIntent: AppIntent {
    static let title: LocalizedStringResource = "Plain Choice"
    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let chosen = try await requestChoice(between: [Option(title: "Red"), Option(title: "Blue")])
        let title = String(localized: chosen.title)
        return .result(value: title, dialog: IntentDialog(full: "You chose \(title).", supporting: "Color", systemImageName: "paintpalette"))
    }
}
