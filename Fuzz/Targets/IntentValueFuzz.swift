import Foundation

/// An `IntentValue` read straight from its text (the fast path) against the general path (a tree, then
/// `Codable`), and written back.
///
/// Oracles: when the direct reader reads a value, the general path reads the same one; a value the general path
/// reads is written and read back unchanged.
enum IntentValueFuzz {
    static func check(_ input: [UInt8]) {
        let direct: IntentValue? = input.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            guard let value = IntentValue(directJSON: &parser), parser.index == buffer.count else { return nil }
            return value
        }
        let general = (try? JSONParser.parse(input)).flatMap { try? JSONValueDecoder.decode(IntentValue.self, from: $0) }
        if let direct, direct != general { oracleFailed("intent-value", "the direct reader read \(direct), the general path \(String(describing: general))", input) }
        guard let general else { return }
        guard let tree = try? JSONValueEncoder.encode(general) else { oracleFailed("intent-value", "a value read cannot be written", input) }
        let again = try? JSONValueDecoder.decode(IntentValue.self, from: JSONParser.parse(JSONWriter.compact(tree)))
        if again != general { oracleFailed("intent-value", "\(general) read back as \(String(describing: again))", input) }
    }
}
