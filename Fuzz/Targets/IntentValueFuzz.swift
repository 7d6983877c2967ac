import Foundation
import IntentJSON

/// An `IntentValue`'s one reader, the entity reader's check mode, and the writer.
///
/// Oracles: the reader never takes text that is not JSON (a repeated member it skips is the one exception the strict
/// tree parser refuses); what it reads is written and read back unchanged; a `properties` object holding the input
/// that the check mode takes (the properties kept as text until asked for) the reader reads, ending where the check
/// ended; and each property read alone from such text is what the reader reads for it.
enum IntentValueFuzz {
    static func check(_ input: [UInt8]) {
        let properties = Array(#"{"v":"#.utf8) + input + Array("}".utf8)
        let (checked, checkEnd, readProperties, readPropertiesEnd): (Int?, Int, [String: IntentValue]?, Int) = properties.withUnsafeBufferPointer { buffer in
            var checker = JSONParser(bytes: buffer)
            let checked = checker.skipCompactPropertyValues()
            var reader = JSONParser(bytes: buffer)
            let values = try? EntityValue.readPropertyValues(&reader)
            return (checked, checker.index, values, reader.index)
        }
        if let checked, checked != readProperties?.count || readPropertiesEnd != checkEnd {
            oracleFailed(
                "intent-value", "the check took \(checked) properties to byte \(checkEnd) but the reader read \(String(describing: readProperties)) to byte \(readPropertiesEnd)",
                input)
        }
        // One property read alone from checked text is what the whole reader reads for it, among other members.
        let surrounded = Array(#"{"a":{"int":1},"v":"#.utf8) + input + Array(#","z":{"string":"}\"]"}}"#.utf8)
        let (surroundedChecked, surroundedEnd, surroundedRead): (Int?, Int, [String: IntentValue]?) = surrounded.withUnsafeBufferPointer { buffer in
            var checker = JSONParser(bytes: buffer)
            let checked = checker.skipCompactPropertyValues()
            var reader = JSONParser(bytes: buffer)
            return (checked, checker.index, try? EntityValue.readPropertyValues(&reader))
        }
        if surroundedChecked != nil, let surroundedRead {
            let text = surrounded[0..<surroundedEnd]
            for name in Array(surroundedRead.keys) + ["missing", ""] where EntityValue.readPropertyValue(named: name, checkedText: text) != surroundedRead[name] {
                oracleFailed(
                    "intent-value",
                    "the property \"\(name)\" read alone is \(String(describing: EntityValue.readPropertyValue(named: name, checkedText: text))), not \(String(describing: surroundedRead[name]))",
                    input)
            }
        }
        let (read, readEnd): (IntentValue?, Int) = input.withUnsafeBufferPointer { buffer in
            var reader = JSONParser(bytes: buffer)
            return (try? IntentValue(json: &reader), reader.index)
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
