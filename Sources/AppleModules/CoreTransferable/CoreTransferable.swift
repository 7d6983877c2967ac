// Linux only: Package.swift declares this module on Linux alone, so that on Apple's platforms `import CoreTransferable` is
// Apple's framework and nothing here shadows it.

/// IntentKit under Apple's module name `CoreTransferable`, for App Intents code that imports it: IntentKit declares
/// its transfer representations (`Transferable`, `FileRepresentation`, …).
@_exported import IntentKit
