/// The text of a metadata cache file: a header naming what the cached handshake belongs to, then the handshake.
///
/// ```
/// IntentKit metadata cache 1 <FNV-1a 64-bit hash of the body, 16 hex digits> <body length>\n
/// <key>\n
/// <body: the answer to initialize, compact JSON, one line>
/// ```
/// A file is used only when its key is the reader's, its body has the length and hash the header gives, and its
/// body has no line break: anything else (another build's file, a write cut short, a changed byte) is a miss, never
/// an error. A file that is used is exactly what ``encode(key:body:)`` writes for its key and body. Pure code with no
/// file access, so that it can be fuzzed (`Fuzz/run 60 metadata-cache`).
enum MetadataCacheFile {
    /// The first words of the header; the number is the format's version.
    static let magic = Array("IntentKit metadata cache 1 ".utf8)

    /// A file's bytes for a key and a body.
    /// - Precondition: `key` has no line break (see ``escapedKeyPart(_:)``).
    static func encode(key: String, body: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes += hexadecimal(hash(body))
        bytes.append(UInt8(ascii: " "))
        bytes += Array(String(body.count).utf8)
        bytes.append(UInt8(ascii: "\n"))
        bytes += Array(key.utf8)
        bytes.append(UInt8(ascii: "\n"))
        bytes += body
        return bytes
    }

    /// The body of a file made for `key`, or `nil` when the file is not a whole, unchanged one for that key.
    static func body(of file: [UInt8], key: String) -> [UInt8]? {
        guard file.count > magic.count, file[..<magic.count].elementsEqual(magic) else { return nil }
        var index = magic.count
        // The hash: exactly 16 lower-case hex digits, then a space.
        guard file.count >= index + 17, let hash = parseHexadecimal(file[index..<(index + 16)]), file[index + 16] == UInt8(ascii: " ") else { return nil }
        index += 17
        // The length: 1 to 12 decimal digits with no leading zero, then a line break.
        let lengthStart = index
        if index < file.count, file[index] == UInt8(ascii: "0"), index + 1 < file.count, decimalDigit(file[index + 1]) != nil { return nil }
        var length = 0
        while index < file.count, index - lengthStart < 12, let digit = decimalDigit(file[index]) {
            length = length * 10 + digit
            index += 1
        }
        guard index > lengthStart, index < file.count, file[index] == UInt8(ascii: "\n") else { return nil }
        index += 1
        let keyBytes = Array(key.utf8)
        guard file.count - index > keyBytes.count, file[index..<(index + keyBytes.count)].elementsEqual(keyBytes), file[index + keyBytes.count] == UInt8(ascii: "\n")
        else { return nil }
        index += keyBytes.count + 1
        guard file.count - index == length else { return nil }
        let body = Array(file[index...])
        guard !body.contains(UInt8(ascii: "\n")), Self.hash(body) == hash else { return nil }
        return body
    }

    /// A part of a key with its backslashes and line breaks escaped, so that a key is one line whatever it holds.
    static func escapedKeyPart(_ part: String) -> String {
        var escaped = ""
        for character in part.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// FNV-1a, 64 bits: enough to tell a changed or cut file from the one written, not a defence against forgery
    /// (the folder is the launcher's, private to its user).
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// 16 lower-case hex digits.
    static func hexadecimal(_ value: UInt64) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return (0..<16).map { position in digits[Int((value >> UInt64(60 - 4 * position)) & 0xf)] }
    }

    private static func parseHexadecimal(_ bytes: ArraySlice<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    private static func decimalDigit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
