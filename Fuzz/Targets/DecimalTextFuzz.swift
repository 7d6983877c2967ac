import Foundation
import IntentJSON

/// The protocol's decimal text: any text reads without trapping, and a decimal read writes as text that reads back
/// as the same decimal.
enum DecimalTextFuzz {
    static func check(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        guard let value = DecimalText.decimal(text) else { return }
        let written = DecimalText.text(value)
        guard let again = DecimalText.decimal(written), again == value else {
            oracleFailed("decimal", "read \(value) from \(text.debugDescription), wrote \(written), read back \(String(describing: DecimalText.decimal(written)))", input)
        }
    }
}
