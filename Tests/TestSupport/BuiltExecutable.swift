import Foundation

/// The executables SwiftPM builds next to the test bundle (the test targets depend on them).
package enum BuiltExecutable {
    /// The folder the test bundle was built into.
    package static let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    /// The executable named `name` in that folder.
    package static func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }
}
