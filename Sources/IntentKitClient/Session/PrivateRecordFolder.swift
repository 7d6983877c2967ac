import Foundation
import IntentSystem

/// A folder a test process writes records into for a tool to read later (`INTENTKIT_XUNIT_DIAGNOSTICS`): made
/// private whatever the umask, and refused when another user could write it, since what it holds ends up in reports.
package enum PrivateRecordFolder {
    /// Creates `path` (0700, and any missing folder above it) and checks it; why it cannot be used, or `nil`.
    package static func prepare(_ path: String) -> String? {
        do {
            try PrivateFolder.create(URL(fileURLWithPath: path, isDirectory: true))
        } catch {
            return error.message
        }
        return FileTrust.problem(at: path, what: "the folder")
    }
}
