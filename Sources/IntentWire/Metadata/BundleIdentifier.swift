/// What a bundle identifier may be: parts of ASCII letters, digits and hyphens, separated by dots
/// (`com.example.CometCal`), as Apple's bundle identifiers are.
///
/// The app checks its own at start-up, and the test side before it looks for an app: the last part names the
/// executable, so one with a slash reached into other folders, and an empty one named the build folder itself.
package enum BundleIdentifier {
    /// What is wrong with `identifier`, in one sentence; `nil` when it is a bundle identifier.
    package static func problem(_ identifier: String) -> String? {
        let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            identifier.utf8.count <= 255
            && parts.allSatisfy { part in
                !part.isEmpty && part.utf8.allSatisfy { byte in
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                }
            }
        guard !valid else { return nil }
        return "\"\(identifier.truncatedForMessages)\" is not a bundle identifier: use letters, digits and hyphens in parts separated by dots, such as com.example.CometCal"
    }
}
