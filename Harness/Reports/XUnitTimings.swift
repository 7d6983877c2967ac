import Foundation

/// The durations of the tests an xunit report (`swift test --xunit-output`) lists, by the identifier `swift test
/// list` prints for each (``identifier(classname:name:)``).
///
/// Reads each `<testcase …>` element's `classname`, `name` and `time` attributes; anything else in the report is
/// skipped. A report it cannot read gives no durations for the tests it could not read, never an error: the shards are
/// then balanced by count for those.
enum XUnitTimings {
    static func durations(in report: String) -> [String: Double] {
        var durations: [String: Double] = [:]
        var rest = report[...]
        while let start = rest.range(of: "<testcase") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<end]
            rest = rest[end...]
            guard let classname = attribute("classname", in: tag), let name = attribute("name", in: tag) else { continue }
            let time = attribute("time", in: tag).flatMap(Double.init) ?? 0
            guard time.isFinite else { continue }
            durations[identifier(classname: classname, name: name), default: 0] += time
        }
        return durations
    }

    /// The identifier `swift test list` prints for a report's test: `Module.Class/testMethod` (XCTest),
    /// `Module.Suite/function()` (Swift Testing in a suite), and `Module.function()` for a Swift Testing test outside a
    /// suite, whose `classname` is its module alone.
    static func identifier(classname: String, name: String) -> String {
        classname.contains(".") ? classname + "/" + name : classname + "." + name
    }

    /// The value of `name="…"` in a tag, with XML's five entities read.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var search = tag
        while let found = search.range(of: name + "=\"") {
            // The attribute name must stand alone: not the end of `xclassname`.
            let before = found.lowerBound > tag.startIndex ? tag[tag.index(before: found.lowerBound)] : " "
            search = search[found.upperBound...]
            guard before == " " || before == "\t" || before == "\n" else { continue }
            guard let close = search.firstIndex(of: "\"") else { return nil }
            return unescaped(search[..<close])
        }
        return nil
    }

    private static func unescaped(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
