// Linux only: Package.swift declares this module on Linux alone, so that on Apple's platforms `import AppIntents`
// is Apple's framework and nothing here shadows it.

/// IntentKit and its macros under Apple's module name, so that app code written for App Intents keeps its `import AppIntents`.
@_exported import Foundation
@_exported import IntentKit
@_exported import IntentKitMacros
