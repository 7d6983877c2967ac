import Foundation

/// IntentWire's UUID text reader and writer against Foundation's `UUID(uuidString:)` and `uuidString`.
enum UUIDFuzz {
    static func check(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        let ours = UUIDText.uuid(text)
        let foundation = UUID(uuidString: text)
        if ours != foundation { oracleFailed("uuid", "read \(String(describing: ours)), Foundation \(String(describing: foundation))", input) }
        if input.count >= 16 {
            let uuid = UUID(uuid: (input[0], input[1], input[2], input[3], input[4], input[5], input[6], input[7], input[8], input[9], input[10], input[11], input[12], input[13], input[14], input[15]))
            if UUIDText.string(uuid) != uuid.uuidString { oracleFailed("uuid", "wrote \(UUIDText.string(uuid)), Foundation \(uuid.uuidString)", input) }
        }
    }
}
