import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting

/// What app code prints reaches the app's stderr (the protocol keeps stdout) as it is printed, not when the app exits.
@Suite struct AppLogTests {
    @Test func aLinePrintedByAnIntentArrivesWhileTheAppRuns() async throws {
        let tail = try await TestSessions.with { session, definitions in
            let echoed: String = try await definitions.intents["EchoIntent"].makeIntent(text: "flushed by line").run().value
            #expect(echoed == "flushed by line")
            var tail = ""
            for _ in 0..<500 {
                tail = try await session.diagnostics().stderrTail
                if tail.contains("echo: flushed by line\n") { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            return tail
        }
        #expect(tail.contains("echo: flushed by line\n"), "the printed line, in stderr before the app stopped: \(tail)")
    }
}
