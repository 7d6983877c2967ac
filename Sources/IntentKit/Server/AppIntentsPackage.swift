/// Declares that a package or framework has App Intents code, and which other such packages it includes.
///
/// ```swift
/// public struct CalendarKitPackage: AppIntentsPackage {
///     public static var includedPackages: [any AppIntentsPackage.Type] { [SharedKitPackage.self] }
/// }
/// ```
/// Apple's build tools read these to gather metadata across modules. Here the app's ``IntentAppDescription``
/// lists every type it exposes, wherever it is declared, so the declaration only documents the relation.
public protocol AppIntentsPackage {
    /// The packages whose intents, entities and enums this one includes; none unless declared.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// None.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
