import Foundation
import IntentJSON
import Testing

@testable import IntentKit
@testable import IntentWire

/// A display written directly reads exactly as its wire value written, whatever it holds.
@Suite struct DisplayWritingTests {
    static let name = "Crew \"Lunch\"\n"
    static let displays: [DisplayRepresentation] = [
        DisplayRepresentation(title: "Dock"),
        DisplayRepresentation(title: "\(name)", subtitle: "at \(name) · 100%", image: .init(systemName: "calendar")),
        DisplayRepresentation(title: "Dock", synonyms: ["Pier", "Quay \(name)"]),
        DisplayRepresentation(title: "Dock", image: .init(systemName: "anchor", isTemplate: true)),
        DisplayRepresentation(title: "Dock", image: .init(named: "dock", isTemplate: true)),
        DisplayRepresentation(title: "Dock", image: .init(url: URL(string: "https://example.com/a b.png")!)),
        DisplayRepresentation(title: "Dock", image: .init(data: Data([1, 2, 3]))),
        DisplayRepresentation(title: "", subtitle: ""),
    ]

    @Test(arguments: displays)
    func writtenDirectlyAsItsWireValueIsWritten(_ display: DisplayRepresentation) {
        var direct = JSONWriter()
        display.writeWireJSON(to: &direct)
        var viaValue = JSONWriter()
        display.wireValue.writeJSON(to: &viaValue)
        #expect(direct.bytes == viaValue.bytes, "\(String(decoding: direct.bytes, as: UTF8.self))")
    }
}
