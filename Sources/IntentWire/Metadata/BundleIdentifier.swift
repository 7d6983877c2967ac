/// What a bundle identifier may be: parts of ASCII letters, digits and hyphens, separated by dots
/// (`com.example.CometCal`), as Apple's bundle identifiers are.
///
/// The app checks its own at start-up, and the test side before it looks for an app: the last part names the
/// executable, so one with a slash reached into other folders, and an empty one named the build folder itself.
package enum BundleIdentifier {
    /// What is wrong with `identifier`, in one sentence; `nil` when it is a bundle identifier.
    package static func problem(_ identifier: String) -> String? {
        let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        let valid = identifier.utf8.count <= 255 && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isAllowed) }
        guard !valid else { return nil }
        return "\"\(identifier.truncatedForMessages)\" is not a bundle identifier: use letters, digits and hyphens in parts separated by dots, such as com.example.CometCal"
    }

    /// An ASCII letter, digit or hyphen.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
        default: false
        }
    }
}
