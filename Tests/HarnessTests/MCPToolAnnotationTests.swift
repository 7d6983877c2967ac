import IntentWire
import Testing

@testable import harness

/// Which tools `harness mcp` marks destructive, and how it reads a type name's words.
@Suite struct MCPToolAnnotationTests {
    @Test(arguments: [
        ("ResetTestDataIntent", ["reset", "test", "data", "intent"]), ("URLResetIntent", ["url", "reset", "intent"]),
        ("ClearHTTPCache", ["clear", "http", "cache"]), ("deleteAll", ["delete", "all"]), ("Outer.Inner2Intent", ["outer", "inner2", "intent"]),
        ("", []), ("ÉtéIntent", ["été", "intent"]),
    ])
    func nameWords(name: String, words: [String]) {
        #expect(MCPServer.nameWords(name) == words)
    }

    @Test func anIntentIsDestructiveWhenItAsksForConfirmationDeletesOrIsNamedForDeleting() {
        func intent(_ name: String, asks: Bool = false, roles: [String] = []) -> IntentDescriptor {
            IntentDescriptor(name: name, title: name, parameters: [], resultType: nil, roles: roles, asksForConfirmation: asks)
        }
        #expect(MCPServer.isDestructive(intent("ArchiveIntent", asks: true)))
        #expect(MCPServer.isDestructive(intent("TrashNote", roles: ["delete"])))
        #expect(MCPServer.isDestructive(intent("WipeCacheIntent")))
        #expect(!MCPServer.isDestructive(intent("ClearlyShowIntent")), "a word that begins like a verb is not one")
        #expect(!MCPServer.isDestructive(intent("CreateEventIntent")))
    }
}
