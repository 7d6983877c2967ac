import Foundation
import IntentKitClient
import IntentKitTesting

/// Which app a headless `XCUIApplication()` drives, chosen as Xcode's "target application" setting would be.
///
/// In order: the bundle identifier in `INTENTKIT_TARGET_APPLICATION`; the one app the test's own module made
/// ``IntentDefinitions`` for; the app built beside the tests whose executable is the test module's name without
/// `Tests` or `UITests` (`CometCalTests` tests `CometCal`), as Xcode names a UI test target. Anything else is an
/// error that names the candidates and how to choose.
enum TargetApplication {
    /// The variable that names the app under test for every `XCUIApplication()` of the test process.
    static let environmentKey = "INTENTKIT_TARGET_APPLICATION"

    /// The bundle identifier of the app a test in `module` drives.
    /// - Throws: ``HeadlessApplicationError`` when the choice is ambiguous or there is none.
    static func bundleIdentifier(forModule module: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> String
    {
        if let chosen = environment[environmentKey], !chosen.isEmpty { return chosen }
        let named = AppsNamedByModule.bundleIdentifiers(namedIn: module)
        if named.count == 1 { return named[0] }
        let howToChoose =
            "pass it as XCUIApplication(bundleIdentifier: \"…\"), or set \(environmentKey) to its bundle identifier"
        if named.count > 1 {
            throw HeadlessApplicationError(
                "XCUIApplication() cannot tell which app \(module) tests: it made IntentDefinitions for "
                    + named.map { "\"\($0)\"" }.joined(separator: " and ") + "; " + howToChoose)
        }
        if let executable = conventionalExecutable(forModule: module) {
            do {
                return try bundleIdentifier(ofExecutable: executable)
            } catch {
                throw HeadlessApplicationError(
                    "XCUIApplication() took \(executable), named after \(module), as the app under test, but could not read its bundle identifier: \(error); \(howToChoose)"
                )
            }
        }
        let others = AppsNamedByModule.allBundleIdentifiers
        let candidates = others.isEmpty ? "" : " (apps other modules name: " + others.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        let conventional = conventionalName(forModule: module).map { ", and no app named \($0) is built beside the tests" } ?? ""
        throw HeadlessApplicationError(
            "XCUIApplication() cannot tell which app \(module) tests: \(environmentKey) is not set, \(module) has made no "
                + "IntentDefinitions yet\(conventional)\(candidates); \(howToChoose)")
    }

    /// `CometCal` for `CometCalTests` or `CometCalUITests`; `nil` for a module named otherwise.
    static func conventionalName(forModule module: String) -> String? {
        for suffix in ["UITests", "Tests"] where module.hasSuffix(suffix) && module.count > suffix.count {
            return String(module.dropLast(suffix.count))
        }
        return nil
    }

    private static func conventionalExecutable(forModule module: String) -> String? {
        conventionalName(forModule: module).flatMap { AppLocator.executableBesideTests(named: $0) }
    }

    /// Asks the executable for its metadata, which names its bundle identifier.
    ///
    /// Blocks the calling thread until the pool has read it: called from the main actor, as `XCUIApplication` is.
    private static func bundleIdentifier(ofExecutable path: String) throws -> String {
        try Blocking.run(upTo: .seconds(60)) {
            HeadlessApplicationError("\(path) did not print its metadata within 60 seconds")
        } work: {
            try await AppMetadataReader.read(executable: path).app.bundleIdentifier
        }
    }
}
