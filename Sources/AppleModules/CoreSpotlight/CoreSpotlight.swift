// Linux only: Package.swift declares this module on Linux alone, so that on Apple's platforms `import CoreSpotlight` is
// Apple's framework and nothing here shadows it.

/// IntentKit under Apple's module name `CoreSpotlight`, for App Intents code that imports it: IntentKit declares
/// its search index (`CSSearchableIndex`, `CSSearchableItemAttributeSet`).
@_exported import IntentKit
