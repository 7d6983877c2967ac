import Testing

@testable import IntentKit

@Suite struct ExecutableNameTests {
    @Test(arguments: [
        ("/work/main/.build/release/CometCal", "CometCal"),
        ("CometCal", "CometCal"),
        ("./CometCal", "CometCal"),
        ("bin/Comet Cal", "Comet Cal"),
        ("/apps/CometCal/", "CometCal"),
        ("/", ""),
        ("/usr/bin/Kalender-ä", "Kalender-ä"),
    ])
    func isTheLastPathComponent(_ path: String, _ expected: String) {
        #expect(IntentApp.executableName(path) == expected)
    }
}
