// Linux only: Package.swift declares this module on Linux alone, so that on Apple's platforms
// `import AppIntentsTesting` is Apple's framework and nothing here shadows it.

/// IntentKitTesting under Apple's module name, plus a headless ``XCUIApplication``, so that a test written for
/// `AppIntentsTesting` compiles with its import lines unchanged.
@_exported import Foundation
@_exported import IntentKitTesting
