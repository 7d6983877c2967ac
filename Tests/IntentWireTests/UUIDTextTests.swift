import Foundation
import Testing

@testable import IntentWire

/// The hand-written UUID text reads and writes exactly what Foundation does.
@Suite struct UUIDTextTests {
    @Test func writesAndReadsAsFoundationDoes() {
        var uuids = (0..<500).map { _ in UUID() }
        uuids.append(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
        uuids.append(UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)))
        for uuid in uuids {
            #expect(UUIDText.string(uuid) == uuid.uuidString)
            var writer = JSONWriter()
            writer.writeRaw("[")
            UUIDText.write(uuid, to: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == "[\"\(uuid.uuidString)\"")
            #expect(UUIDText.uuid(uuid.uuidString) == uuid)
            #expect(UUIDText.uuid(uuid.uuidString.lowercased()) == uuid)
        }
    }

    @Test(arguments: [
        "", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0", "E621E1F8C36C-495A-93FC-0C247A3E6E5F0",
        "E621E1F8-C36C-495A-93FC_0C247A3E6E5F", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5é", "{E621E1F8-C36C-495A-93FC-0C247A3E6E}",
    ])
    func rejectsWhatFoundationRejects(_ text: String) {
        #expect(UUIDText.uuid(text) == nil)
        #expect(UUID(uuidString: text) == nil)
    }

    /// Foundation on Linux reads each byte with `sscanf("%2hhx")`, which skips spaces and takes a sign;
    /// Apple's `uuid_parse` refuses both, and so does IntentKit: an identifier names one entity, spelled one way.
    @Test(arguments: [" E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-+36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E -"])
    func rejectsSpacesAndSignsThatSscanfWouldTake(_ text: String) {
        #expect(UUIDText.uuid(text) == nil)
    }

    /// Every ASCII character in every digit's place: read as its value when it is a hex digit, refused otherwise.
    @Test func readsEachHexDigitAndNothingElse() {
        let template = Array("E621E1F8-C36C-495A-93FC-0C247A3E6E5F".utf8)
        let hexDigits = Set("0123456789abcdefABCDEF".utf8)
        for position in template.indices where template[position] != UInt8(ascii: "-") {
            for character in UInt8(0)...UInt8(127) {
                var text = template
                text[position] = character
                let parsed = UUIDText.uuid(String(decoding: text, as: UTF8.self))
                if hexDigits.contains(character) {
                    #expect(parsed == UUID(uuidString: String(decoding: text, as: UTF8.self)), "\(character) at \(position)")
                    #expect(parsed != nil)
                } else {
                    #expect(parsed == nil, "\(character) at \(position)")
                }
            }
        }
    }
}
