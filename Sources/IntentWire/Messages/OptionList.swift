import Foundation

/// Lists of option titles for messages, cut at ten with a count of the rest.
package enum OptionList {
    /// How many options a message lists.
    package static let limit = 10

    /// `"A", "B", "C" and 9,997 more`.
    package static func quoted(_ titles: [String]) -> String {
        cut(titles.map { "\"\($0)\"" })
    }

    /// `1. A, 2. B … and 9,997 more`.
    package static func numbered(_ titles: [String]) -> String {
        cut(titles.enumerated().map { "\($0.offset + 1). \($0.element)" })
    }

    private static func cut(_ items: [String]) -> String {
        guard items.count > limit else { return items.joined(separator: ", ") }
        return items.prefix(limit).joined(separator: ", ") + " and \((items.count - limit).formatted()) more"
    }
}
