import Testing

@testable import IntentKitTesting
@testable import IntentWire

/// A context makes its path only when asked for, and is the same context whichever way its path was made.
@Suite struct IntentValueContextTests {
    @Test func aPathIsMadeOfItsComponentsWhenAskedFor() {
        let root = IntentValueContext(bundleIdentifier: "com.example.CometCal", path: "result.value")
        #expect(root.appending("attendees").path == "result.value.attendees")
        #expect(root.appending("attendees").appending("[0]").appending("name").path == "result.value.attendees[0].name")
        var renamed = root.appending("title")
        renamed.path = "x"
        #expect(renamed.path == "x")
        #expect(renamed.appending("y").path == "x.y")
    }

    @Test func contextsWithOnePathAreEqualHoweverItWasMade() {
        let made = IntentValueContext(bundleIdentifier: "b", path: "a").appending("b").appending("c")
        let given = IntentValueContext(bundleIdentifier: "b", path: "a.b.c")
        #expect(made == given)
        #expect(Set([made, given]).count == 1)
        #expect(made != IntentValueContext(bundleIdentifier: "other", path: "a.b.c"))
    }

    @Test func aTypedReadOfAnEntityNamesThePathInItsError() throws {
        let entity = AnyAppEntity(
            EntityValue(typeIdentifier: "EventEntity", instanceIdentifier: "1", properties: ["title": .string("Lunch"), "count": .int(2)], display: nil),
            bundleIdentifier: "com.example.CometCal")
        let title: String = try entity.title
        #expect(title == "Lunch")
        let error = #expect(throws: IntentValueError.self) { let _: String = try entity.count }
        #expect(error?.message == "EventEntity.count is Int 2, not String")
        let missing = #expect(throws: IntentValueError.self) { let _: String = try entity.titel }
        #expect(missing?.kind == .unknownProperty)
    }
}
