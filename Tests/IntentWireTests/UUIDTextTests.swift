import Foundation
import IntentJSON
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

    /// Several characters changed at once, any ASCII byte anywhere (dashes included): read exactly when every digit
    /// is a hex digit and every dash is in place, as the value Foundation reads. (The digits are read eight at a
    /// time; a wrong byte must not hide another in the same word.)
    @Test func readsOnlyWellFormedTextWithManyCharactersChanged() {
        var generator = SystemRandomNumberGenerator()
        let hexDigits = Array("0123456789abcdefABCDEF".utf8)
        let dashes: Set<Int> = [8, 13, 18, 23]
        for _ in 0..<20_000 {
            var text = Array(UUID().uuidString.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<36, using: &generator)
                text[position] = Bool.random(using: &generator) ? hexDigits.randomElement(using: &generator)! : UInt8.random(in: 0...127, using: &generator)
            }
            let wellFormed = text.indices.allSatisfy { dashes.contains($0) ? text[$0] == UInt8(ascii: "-") : hexDigits.contains(text[$0]) }
            let string = String(decoding: text, as: UTF8.self)
            let parsed = UUIDText.uuid(string)
            #expect(parsed == (wellFormed ? UUID(uuidString: string) : nil), "\(string)")
            if wellFormed { #expect(parsed.map(UUIDText.string) == string.uppercased()) }
        }
    }

    /// Text of 36 bytes with bytes above 0x7F in it (non-ASCII characters) is refused.
    @Test func refusesNonASCIIBytesOfTheRightCount() {
        let template = Array("E621E1F8-C36C-495A-93FC-0C247A3E6E5F".utf8)
        for position in 0..<35 where ![7, 8, 12, 13, 17, 18, 22, 23].contains(position) {
            var text = template
            // "é" is two bytes, C3 A9, replacing two digits: the length stays 36.
            text[position] = 0xC3
            text[position + 1] = 0xA9
            #expect(UUIDText.uuid(String(decoding: text, as: UTF8.self)) == nil, "at \(position)")
        }
    }

    /// A list of any length reads as each text does; one text that is not a UUID, in either half, fails the list.
    @Test(arguments: [0, 1, 7, UUIDText.smallestListReadInHalves - 1, UUIDText.smallestListReadInHalves, 5_001])
    func aListReadsAsEachTextDoes(count: Int) {
        let uuids = (0..<count).map { _ in UUID() }
        let texts = uuids.enumerated().map { $0.offset % 2 == 0 ? $0.element.uuidString : $0.element.uuidString.lowercased() }
        #expect(UUIDText.uuids(texts) == uuids)
        for bad in Set([0, count / 2 - 1, count / 2, count - 1]) where bad >= 0 && bad < count {
            var damaged = texts
            damaged[bad] = String(damaged[bad].dropLast()) + "g"
            #expect(UUIDText.uuids(damaged) == nil, "a bad text at \(bad) of \(count)")
        }
    }
}
