import Synchronization

/// The bundle identifiers each test module has made ``IntentDefinitions`` for, so that a headless
/// `XCUIApplication()` can take the app its own module tests.
///
/// Keyed by module, not kept as one list: every test target of a package runs in one process, and the apps other
/// modules name would otherwise make the choice depend on which tests happened to run first.
package enum AppsNamedByModule {
    private static let apps = Mutex<[String: Set<String>]>([:])

    /// Records that code in `fileID`'s module named `bundleIdentifier`.
    static func record(_ bundleIdentifier: String, fileID: String) {
        let module = self.module(of: fileID)
        apps.withLock { _ = $0[module, default: []].insert(bundleIdentifier) }
    }

    /// Every bundle identifier any module has named, sorted.
    package static var allBundleIdentifiers: [String] {
        apps.withLock { $0.values.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted() }
    }

    /// The bundle identifiers `module` has named, sorted.
    package static func bundleIdentifiers(namedIn module: String) -> [String] {
        apps.withLock { $0[module].map { $0.sorted() } ?? [] }
    }

    /// The module of a `#fileID` (`CometCalTests/SeedExamples/CalendarTestCase.swift` → `CometCalTests`).
    package static func module(of fileID: String) -> String {
        String(fileID.prefix { $0 != "/" })
    }
}
