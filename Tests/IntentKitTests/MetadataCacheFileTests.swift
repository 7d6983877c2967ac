import Testing

@testable import IntentKit

/// A cached handshake is used only when the file is whole, unchanged and written for the reader's key.
@Suite struct MetadataCacheFileTests {
    let key = "bundle=com.example.App executable=1:2:3:4.5 LANG=C.UTF-8"
    let body = Array(#"{"protocolVersion":1,"metadata":{}}"#.utf8)

    @Test func aWrittenFileReadsBackForItsKey() {
        let file = MetadataCacheFile.encode(key: key, body: body)
        #expect(MetadataCacheFile.body(of: file, key: key) == body)
        #expect(String(decoding: file, as: UTF8.self).hasPrefix("IntentKit metadata cache 1 "))
        #expect(MetadataCacheFile.body(of: MetadataCacheFile.encode(key: key, body: []), key: key) == [], "an empty body is a body")
    }

    @Test func anotherKeyIsAMiss() {
        let file = MetadataCacheFile.encode(key: key, body: body)
        #expect(MetadataCacheFile.body(of: file, key: key + " argument=-x") == nil)
        #expect(MetadataCacheFile.body(of: file, key: String(key.dropLast())) == nil)
        #expect(MetadataCacheFile.body(of: file, key: "") == nil)
    }

    @Test func aFileCutShortOrChangedIsAMiss() {
        let file = MetadataCacheFile.encode(key: key, body: body)
        for length in 0..<file.count {
            #expect(MetadataCacheFile.body(of: Array(file.prefix(length)), key: key) == nil, "cut to \(length) bytes")
        }
        for index in file.indices {
            var changed = file
            changed[index] ^= 0x01
            #expect(MetadataCacheFile.body(of: changed, key: key) == nil, "byte \(index) changed")
        }
        #expect(MetadataCacheFile.body(of: file + [UInt8(ascii: " ")], key: key) == nil, "a byte added")
    }

    @Test func aBodyWithALineBreakIsNeverServed() {
        let file = MetadataCacheFile.encode(key: key, body: Array("{}\n{}".utf8))
        #expect(MetadataCacheFile.body(of: file, key: key) == nil)
    }

    @Test func aLengthWithALeadingZeroIsNotTheWritersAndIsAMiss() {
        let text = String(decoding: MetadataCacheFile.encode(key: key, body: body), as: UTF8.self)
        let padded = text.replacingOccurrences(of: " \(body.count)\n", with: " 0\(body.count)\n")
        #expect(MetadataCacheFile.body(of: Array(padded.utf8), key: key) == nil)
    }

    @Test func keyPartsAreOneLineWhateverTheyHold() {
        #expect(MetadataCacheFile.escapedKeyPart("a\nb\\c\rd") == #"a\nb\\c\rd"#)
        #expect(MetadataCacheFile.escapedKeyPart("a\\nb") != MetadataCacheFile.escapedKeyPart("a\nb"), "an escape and what it stands for differ")
        #expect(!MetadataCacheFile.escapedKeyPart("é\n\u{2028}").contains("\n"))
    }
}
