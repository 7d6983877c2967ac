import Foundation
import IntentJSON

/// An `IntentValue`'s one reader, its check mode, and its writer.
///
/// Oracles: the reader never takes text that is not JSON (a repeated member it skips is the one exception the strict
/// tree parser refuses); what it reads is written and read back unchanged; and text the check mode takes (the
/// properties kept as text until asked for) the reader reads, ending where the check ended.
enum IntentValueFuzz {
    static func check(_ input: [UInt8]) {
        let (read, readEnd, checked, checkEnd): (IntentValue?, Int, Bool, Int) = input.withUnsafeBufferPointer { buffer in
            var reader = JSONParser(bytes: buffer)
            let value = try? IntentValue(json: &reader)
            var checker = JSONParser(bytes: buffer)
            let checked = checker.skipIntentValue()
            return (value, reader.index, checked, checker.index)
        }
        if checked, read == nil || readEnd != checkEnd {
            oracleFailed("intent-value", "the check took the text to byte \(checkEnd) but the reader read \(String(describing: read)) to byte \(readEnd)", input)
        }
        guard let read, readEnd == input.count else { return }
        do {
            _ = try JSONParser.parse(input)
        } catch {
            if !error.problem.contains("duplicate") { oracleFailed("intent-value", "the reader read \(read) from text that is not JSON: \(error)", input) }
        }
        guard let written = try? read.jsonBytes() else { oracleFailed("intent-value", "a value read cannot be written: \(read)", input) }
        let again = try? IntentValue.read(from: written)
        if again != read { oracleFailed("intent-value", "\(read) read back as \(String(describing: again))", input) }
    }
}
