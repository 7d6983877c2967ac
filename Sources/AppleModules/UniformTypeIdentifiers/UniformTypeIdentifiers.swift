// Linux only: Package.swift declares this module on Linux alone, so that on Apple's platforms `import UniformTypeIdentifiers` is
// Apple's framework and nothing here shadows it.

/// IntentKit under Apple's module name `UniformTypeIdentifiers`, for App Intents code that imports it: IntentKit declares
/// its content types (`UTType`).
@_exported import IntentKit
