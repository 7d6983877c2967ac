import Foundation

/// Puts the failure texts IntentKitTesting recorded for XCTest tests (`INTENTKIT_XUNIT_DIAGNOSTICS`) into the
/// `<failure>` elements of an xunit report, where SwiftPM writes only `<failure message="failure">`.
///
/// A test's `<failure>` element that has no text of its own gets the recorded texts: its `message` becomes the first
/// line of the first, and its content all of them, in the order they were recorded. Everything else in the report is
/// kept byte for byte.
enum XUnitFailureText {
    /// What a merge did.
    struct Merge: Equatable {
        /// The report with the texts in it.
        var report: String
        /// The tests whose failure got its text.
        var filled: Int
        /// Recorded tests the report has no empty failure for (they passed on a retry, or are in another report).
        var unmatched: [String]
    }

    /// Merges `failures` (texts by test identifier, `Module.Class/testMethod`) into `report`.
    static func merged(report: String, failures: [String: [String]]) -> Merge {
        var result = ""
        var filledTests: Set<String> = []
        var rest = report[...]
        while let start = rest.range(of: "<testcase") {
            result += rest[..<start.lowerBound]
            guard let tagEnd = rest[start.upperBound...].firstIndex(of: ">") else {
                rest = rest[start.lowerBound...]
                break
            }
            let tag = rest[start.upperBound..<tagEnd]
            let afterTag = rest.index(after: tagEnd)
            let selfClosing = tag.hasSuffix("/")
            let bodyEnd = selfClosing ? nil : rest[afterTag...].range(of: "</testcase>")
            guard let bodyEnd, let classname = XUnitTimings.attribute("classname", in: tag), let name = XUnitTimings.attribute("name", in: tag),
                let texts = failures[XUnitTimings.identifier(classname: classname, name: name)], !texts.isEmpty
            else {
                result += rest[start.lowerBound..<afterTag]
                rest = rest[afterTag...]
                continue
            }
            result += rest[start.lowerBound..<afterTag]
            let body = rest[afterTag..<bodyEnd.lowerBound]
            if let filledBody = filled(body, with: texts) {
                result += filledBody
                filledTests.insert(XUnitTimings.identifier(classname: classname, name: name))
            } else {
                result += body
            }
            rest = rest[bodyEnd.lowerBound...]
        }
        result += rest
        let unmatched = failures.keys.filter { !filledTests.contains($0) }.sorted()
        return Merge(report: result, filled: filledTests.count, unmatched: unmatched)
    }

    /// The body with its first empty `<failure …>` element given the texts; nil when it has none.
    private static func filled(_ body: Substring, with texts: [String]) -> String? {
        guard let open = body.range(of: "<failure"), let openEnd = body[open.upperBound...].firstIndex(of: ">") else { return nil }
        let afterOpen = body.index(after: openEnd)
        let elementEnd: String.Index
        if body[open.upperBound..<openEnd].hasSuffix("/") {
            elementEnd = afterOpen
        } else if body[afterOpen...].hasPrefix("</failure>") {
            elementEnd = body.index(afterOpen, offsetBy: "</failure>".count)
        } else {
            return nil
        }
        let firstLine = texts[0].split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let element = "<failure message=\"\(escaped(firstLine, attribute: true))\">\(escaped(texts.joined(separator: "\n\n"), attribute: false))</failure>"
        return String(body[..<open.lowerBound]) + element + body[elementEnd...]
    }

    /// Text escaped for XML: `&`, `<`, `>` always, quotes and line breaks in an attribute (where a parser would turn
    /// a raw line break into a space), and control characters XML 1.0 cannot hold replaced by U+FFFD.
    static func escaped(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// The texts recorded in a folder's `*.jsonl` files, by test, in file-name and line order; lines that are not
    /// records are counted, not read.
    static func recordedFailures(inFolder folder: String) throws -> (failures: [String: [String]], unreadableLines: Int) {
        var failures: [String: [String]] = [:]
        var unreadable = 0
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jsonl") }.sorted()
        for name in names {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) else { continue }
            for line in data.split(separator: 0x0A) where !line.isEmpty {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any], let test = object["test"] as? String,
                    let message = object["message"] as? String
                else {
                    unreadable += 1
                    continue
                }
                failures[test, default: []].append(message)
            }
        }
        return (failures, unreadable)
    }
}
