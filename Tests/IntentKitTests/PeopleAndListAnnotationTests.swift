import Foundation
import Testing

@testable import IntentKit
@testable import IntentWire

/// People made each way keep what they were made with (a person known only by an address is named and identified by
/// it), and a list annotation reports its visible rows and its selected rows, even off screen.
@Suite struct PeopleAndListAnnotationTests {
    @Test func peopleAreMadeWithAnIdentifierANameAndHandles() {
        let ada = IntentPerson(
            identifier: .applicationDefined("hiker-42"), name: .displayName("Ada Lovelace"),
            handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .work),
            aliases: [IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .mobile)])
        let unknown = IntentPerson(handle: IntentPerson.Handle(emailAddress: "someone@example.com"))
        #expect(ada.displayName == "Ada Lovelace")
        #expect(ada.aliases.map(\.label) == [.mobile])
        #expect(unknown.displayName == "someone@example.com")
        #expect(unknown.identifier == .applicationDefined("someone@example.com"))
        #expect(!unknown.isMe && unknown.image == nil)
    }

    @Test func aListReportsItsVisibleRowsAndItsSelectedRowsOffScreen() {
        let events = Planet.all
        let screen = Screen(
            name: "EventListView", texts: ["Today"] + events.map(\.name),
            collections: [CollectionAnnotation(rows: events.map { EntityIdentifier(for: $0) }, visibleRows: 0..<min(events.count, 2), selectedRows: [1, 3])])
        let reported = screen.reportedAnnotations.map { ($0.identifier.instanceIdentifier, $0.isSelected) }
        #expect(reported.map(\.0) == ["mars", "jupiter", "saturn-v"])
        #expect(reported.map(\.1) == [false, true, true])
    }
}
