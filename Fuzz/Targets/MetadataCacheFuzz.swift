/// The metadata cache file's reader against its writer.
///
/// Any bytes, read for a key taken from the input: the reader never traps, and a body it accepts is one whose
/// file is byte for byte what the writer makes (so a file cut short, changed or written for another key is never
/// used). A key and a body split from the input (one line each) always read back through the writer.
enum MetadataCacheFuzz {
    static func check(_ input: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        // A key for reading the whole input: its second line, as a cache file carries it.
        let lines = input.split(separator: newline, maxSplits: 2, omittingEmptySubsequences: false)
        let key = lines.count > 1 ? String(decoding: lines[1], as: UTF8.self) : ""
        if !key.utf8.contains(newline), let body = MetadataCacheFile.body(of: input, key: key) {
            if MetadataCacheFile.encode(key: key, body: body) != input {
                oracleFailed("metadata-cache", "accepted a file that the writer would not have written", input)
            }
        }
        // A key and a body split from the input at its first NUL, without line breaks.
        let parts = input.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let ownKey = MetadataCacheFile.escapedKeyPart(String(decoding: parts[0], as: UTF8.self))
        let ownBody = parts.count > 1 ? Array(parts[1]).filter { $0 != newline } : []
        if ownKey.utf8.contains(newline) { oracleFailed("metadata-cache", "an escaped key part has a line break", input) }
        let file = MetadataCacheFile.encode(key: ownKey, body: ownBody)
        if MetadataCacheFile.body(of: file, key: ownKey) != ownBody { oracleFailed("metadata-cache", "a written file did not read back", input) }
        if !file.isEmpty, MetadataCacheFile.body(of: Array(file.dropLast()), key: ownKey) != nil {
            oracleFailed("metadata-cache", "a file cut short by a byte was accepted", input)
        }
    }
}
