// Linux only: Package.swift declares this module on Linux alone, so that on Apple's platforms `import SwiftUI` is
// Apple's framework and nothing here shadows it.

/// IntentKit under Apple's module name `SwiftUI`, for App Intents code that imports it: IntentKit declares
/// its snippet views (`View`, `Text`, `Label`, `VStack`, `HStack`, `Button`, `Toggle`) under SwiftUI's names.
@_exported import IntentKit
